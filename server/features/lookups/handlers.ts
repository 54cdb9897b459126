import type { AppContext } from '../../context';
import type { FeatureHandlers } from '../../http/handlerTypes';
import { callerOf } from '../../context';
import { callerLevel } from '../../auth/visibility';
import { clusterTree } from '../../shared/clusterTree';

export function lookupsHandlers(ctx: AppContext): FeatureHandlers<'lookups'> {
  const { kysely } = ctx.db;
  return {
    listLocations: async () => kysely.selectFrom('location').select(['uuid', 'name', 'latitude', 'longitude']).orderBy('name').execute(),
    listClusters: async () =>
      clusterTree(await kysely.selectFrom('visibility_element').select(['uuid', 'name', 'parent_uuid']).where('kind', '=', 'cluster').where('retired', '=', false).execute()),
    async listCustomerCompanies(request) {
      const caller = callerOf(request);
      const companies = kysely.selectFrom('customer_company').select(['uuid', 'name']).orderBy('name');
      // An SCO admin sees only its own company.
      if (callerLevel(caller.roles) === 'SCO_ADMIN') return companies.where('uuid', '=', caller.companyUuid).execute();
      return companies.execute();
    },
  };
}
