import type { AppContext } from '../../context';
import type { FeatureHandlers } from '../../http/handlerTypes';
import { callerOf } from '../../context';
import { notFound } from '../../contract/problem';
import { streamedBody } from '../../http/streamedBody';
import { csvLine, guardFormula } from '../../shared/csv';
import { changesText } from '../../audit/changeText';
import { auditEventBatches, findAuditEvent, listAuditPage, type AuditFilters } from './auditQueries';
import type { Queryable } from '../../db/client';
import type { Caller } from '../../auth/visibility';

const CSV_COLUMNS = ['at', 'actor', 'address', 'userAgent', 'action', 'recordType', 'recordUuid', 'recordName', 'changes'];

/** The CSV text in pieces: byte-order mark and header at once, then a piece per batch of entries. */
async function* auditCsv(db: Queryable, caller: Caller, filters: AuditFilters): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(CSV_COLUMNS)}`;
  for await (const batch of auditEventBatches(db, caller, filters)) {
    yield batch
      .map((e) =>
        csvLine(
          [e.at, e.actor.username, e.address ?? '', e.userAgent ?? '', e.action, e.record.type, e.record.uuid ?? '', e.record.name, changesText(e.changes)].map(
            guardFormula,
          ),
        ),
      )
      .join('');
  }
}

/** The audit trail (issue 20): a page, one entry, a CSV export; each limited to the records the caller may see. */
export function auditHandlers(ctx: AppContext): FeatureHandlers<'audit'> {
  const { db } = ctx;
  return {
    listAuditEvents: (request) => listAuditPage(db, callerOf(request), request.query),
    async getAuditEvent(request) {
      const event = await findAuditEvent(db, callerOf(request), request.params.uuid);
      if (!event) throw notFound('No such audit entry');
      return event;
    },
    async exportAuditEvents(request, reply) {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="audit-${day}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(streamedBody(request, reply, auditCsv(db, callerOf(request), request.query)));
    },
  };
}
