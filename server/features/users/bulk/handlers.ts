import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import type { HandlersFor } from '../../../http/handlerTypes';
import { callerOf } from '../../../context';
import { readCsvUpload } from './csvUpload';
import { importUsersCsv } from './userImport';
import { exportFileName, exportUsersCsv, type ExportScope } from './userExport';

export type BulkUserOperation = 'exportAllUsers' | 'exportActiveUsers' | 'exportInactiveUsers' | 'importUsers';

/** The bulk user operations: CSV export (all, active, inactive) and import. */
export function bulkUserHandlers(ctx: AppContext): HandlersFor<BulkUserOperation> {
  const { db } = ctx;

  async function sendExport(request: FastifyRequest, reply: FastifyReply, scope: ExportScope) {
    const csv = await exportUsersCsv(db, callerOf(request), scope);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${exportFileName(scope)}"`)
      .header('Cache-Control', 'no-store')
      .send(csv);
  }

  return {
    exportAllUsers: (request, reply) => sendExport(request, reply, 'all'),
    exportActiveUsers: (request, reply) => sendExport(request, reply, 'active'),
    exportInactiveUsers: (request, reply) => sendExport(request, reply, 'inactive'),

    async importUsers(request) {
      const text = await readCsvUpload(request);
      return importUsersCsv(db, callerOf(request), text);
    },
  };
}
