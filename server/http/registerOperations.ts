import type { FastifyInstance, RouteHandlerMethod, RouteShorthandOptions, preValidationAsyncHookHandler } from 'fastify';
import { badRequest, fieldErrors } from '../contract/problem';
import type { Contract, Operation } from '../contract/contract';
import { noStore, oauthErrorHandler } from './oauthError';
import type { ContractHandlers } from './handlerTypes';

/**
 * Routes every operation of the contract to its handler. The compiler checks the handler map
 * against the generated types; this checks it, at start, against the contract file read now.
 */
export function registerOperations(
  app: FastifyInstance,
  contract: Contract,
  handlers: ContractHandlers,
  hooksFor: (operation: Operation) => Pick<RouteShorthandOptions, 'onRequest' | 'preValidation' | 'preHandler' | 'logLevel'>,
) {
  const byId = new Map<string, unknown>(Object.values(handlers).flatMap((feature) => Object.entries(feature)));
  const missing = contract.operations.filter((operation) => typeof byId.get(operation.operationId) !== 'function');
  if (missing.length > 0) throw new Error(`No handler for the contract's operations: ${missing.map((o) => o.operationId).join(', ')}`);
  for (const schema of contract.schemas) app.addSchema(schema);
  for (const operation of contract.operations) {
    const hooks = hooksFor(operation);
    const cookieCheck = operation.cookies ? [validateCookies(operation.cookies)] : [];
    const oauth = operation.oauthErrors ? { onRequest: [...asArray(hooks.onRequest), noStore], errorHandler: oauthErrorHandler } : {};
    app.route({
      method: operation.method as 'GET',
      url: operation.url,
      schema: operation.schema,
      ...hooks,
      ...oauth,
      preValidation: [...asArray(hooks.preValidation), ...cookieCheck],
      handler: byId.get(operation.operationId) as RouteHandlerMethod,
    });
  }
}

const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** Cookies the operation reads, checked against the contract like the body (400 problem+json). */
function validateCookies(schema: Record<string, unknown>): preValidationAsyncHookHandler {
  return async (request) => {
    const validate = request.compileValidationSchema(schema);
    if (!validate(request.cookies)) {
      const errors = fieldErrors((validate.errors ?? []) as Parameters<typeof fieldErrors>[0], 'cookies');
      throw badRequest(`Invalid cookies: ${errors.map((e) => e.field).join(', ')}`, errors);
    }
  };
}
