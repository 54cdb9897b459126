import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../../context';
import type { HandlersFor, RequestOf } from '../../../http/handlerTypes';
import { callerOf } from '../../../context';
import { streamedBody } from '../../../http/streamedBody';
import { readCsvUpload } from './csvUpload';
import { importUsersCsv } from './userImport';
import { applyUsersCsv, previewUsersCsv } from './importPreview';
import { previewItems, previewTotals } from './previewStore';
import { exportFileName, exportUsersCsv, type ExportScope } from './userExport';
import { auditActor } from '../../../audit/auditLog';
import { applyingImports } from './applyingImports';

export type BulkUserOperation =
  | 'exportAllUsers'
  | 'exportActiveUsers'
  | 'exportInactiveUsers'
  | 'importUsers'
  | 'previewUserImport'
  | 'applyUserImport'
  | 'getUserImportPreviewProgress'
  | 'listUserImportPreviewLines';

/** The bulk user operations: CSV export (all, active, inactive) and import. */
export function bulkUserHandlers(ctx: AppContext): HandlersFor<BulkUserOperation> {
  const { db } = ctx;
  const applying = applyingImports();

  async function sendExport(request: RequestOf<'exportAllUsers'>, reply: FastifyReply, scope: ExportScope) {
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${exportFileName(scope)}"`)
      .header('Cache-Control', 'no-store')
      .send(streamedBody(request, reply, exportUsersCsv(db, callerOf(request), scope, request.query)));
  }

  return {
    exportAllUsers: (request, reply) => sendExport(request, reply, 'all'),
    exportActiveUsers: (request, reply) => sendExport(request, reply, 'active'),
    exportInactiveUsers: (request, reply) => sendExport(request, reply, 'inactive'),

    async importUsers(request) {
      const text = await readCsvUpload(request);
      return importUsersCsv(db, callerOf(request), text, auditActor(request));
    },

    async previewUserImport(request) {
      const text = await readCsvUpload(request);
      return previewUsersCsv(db, callerOf(request), text, request.query.previewId);
    },

    async getUserImportPreviewProgress(request) {
      const totals = await previewTotals(db, callerOf(request).uuid, request.params.previewId);
      const applied = applying.written(totals.previewId);
      return applied === undefined ? totals : { ...totals, applied };
    },

    async listUserImportPreviewLines(request) {
      const { previewId } = request.params;
      await previewTotals(db, callerOf(request).uuid, previewId);
      const { kind, offset = 0, limit = 100 } = request.query;
      return { items: await previewItems(db, previewId, kind, offset, limit) };
    },

    applyUserImport: (request) =>
      applying.run(request.body.previewId, (written) => applyUsersCsv(db, callerOf(request), request.body.previewId, auditActor(request), written)),
  };
}
