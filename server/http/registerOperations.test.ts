import Fastify from 'fastify';
import { loadContract } from '../contract/contract';
import type { ContractHandlers, FeatureHandlers } from './handlerTypes';
import { notBuilt } from './notBuilt';
import { registerOperations } from './registerOperations';

const reply = async () => [];

// Type-level checks (npm run typecheck compiles the server's tests): the handler map of a tag
// names exactly its operationIds, and a handler's request carries its operation's types.
const lookups: FeatureHandlers<'lookups'> = { listLocations: reply, listClusters: reply, listCustomerCompanies: reply };
// @ts-expect-error a missing handler (listCustomerCompanies) fails the type check
const missing: FeatureHandlers<'lookups'> = { listLocations: reply, listClusters: reply };
const extra: FeatureHandlers<'lookups'> = {
  ...lookups,
  // @ts-expect-error a misspelt or extra handler fails the type check
  listLocation: reply,
};
const typedRequest: FeatureHandlers<'password'>['updatePassword'] = async (request) => {
  const rePassword: string = request.body.rePassword;
  // @ts-expect-error the body has no such field
  void request.body.confirmation;
  void rePassword;
  return undefined as never;
};

/** A handler map covering every operation of the contract file, each answering 501. */
function allNotBuilt(): ContractHandlers {
  const ids = loadContract().operations.map((o) => o.operationId) as (keyof FeatureHandlers<'lookups'>)[];
  return { everything: notBuilt(...ids) } as unknown as ContractHandlers;
}

describe('routing the contract', () => {
  it('refuses to start when an operation of the contract file has no handler', async () => {
    const contract = loadContract();
    const withNewOperation = {
      ...contract,
      operations: [...contract.operations, { ...contract.operations[0], operationId: 'listGadgets', url: '/gadgets' }],
    };
    const app = Fastify();
    expect(() => registerOperations(app, withNewOperation, allNotBuilt(), () => ({}))).toThrow(
      "No handler for the contract's operations: listGadgets",
    );
    await app.close();
  });

  it('routes every operation when each has a handler', async () => {
    const app = Fastify();
    registerOperations(app, loadContract(), allNotBuilt(), () => ({}));
    const res = await app.inject({ method: 'GET', url: '/userprofile/api/v1/location/list' });
    expect(res.statusCode).toBe(501);
    await app.close();
    void [missing, extra, typedRequest];
  });
});
