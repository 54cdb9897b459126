import type { AppContext } from '../../context';
import type { FeatureHandlers } from '../../http/handlerTypes';
import { notFound } from '../../contract/problem';
import { companyUsages, findCompany, listCompanies, listCompanyPage } from './companyQueries';
import { deleteCompany, saveCompany } from './companyWrite';
import { audited, auditActor } from '../../audit/auditLog';

/**
 * Customer companies (the tenants of the SCO level): list, get, create/rename, usages and delete,
 * for ERRIGAL_ADMIN only (`x-minimum-role` in the contract; the server answers 403 to the others).
 * Selects keep reading the lookups' `/errigalCustomerCompany/list`.
 */
export function customerCompaniesHandlers(ctx: AppContext): FeatureHandlers<'customerCompanies'> {
  const { db } = ctx;

  async function existing(uuid: string) {
    const company = await findCompany(db, uuid);
    if (!company) throw notFound('No such customer company');
    return company;
  }

  return {
    listManagedCustomerCompanies: () => listCompanies(db),
    listCustomerCompanyPage: (request) => listCompanyPage(db, request.query),
    getCustomerCompany: (request) => existing(request.params.uuid),
    updateCustomerCompany: (request) =>
      db.transaction((tx) =>
        audited(tx, { actor: auditActor(request), type: 'customerCompany', uuid: request.body.uuid }, () => saveCompany(tx, request.body)),
      ),
    async getCustomerCompanyUsages(request) {
      await existing(request.params.uuid);
      return companyUsages(db, request.params.uuid);
    },
    async deleteCustomerCompany(request, reply) {
      await db.transaction((tx) =>
        audited(tx, { actor: auditActor(request), type: 'customerCompany', uuid: request.params.uuid }, () => deleteCompany(tx, request.params.uuid)),
      );
      return reply.code(204).send();
    },
  };
}
