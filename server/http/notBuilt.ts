import type { HandlersFor, OperationId } from './handlerTypes';
import { HttpProblem } from '../contract/problem';

/**
 * Operations of the contract whose feature is not built yet: each answers 501. Naming them keeps
 * every handler map complete, so the compiler and the start-up check see each operation.
 */
export function notBuilt<K extends OperationId>(...operationIds: K[]): HandlersFor<K> {
  const answer501 = async (): Promise<never> => {
    throw new HttpProblem(501, 'Not Implemented', 'This operation is not implemented yet');
  };
  const handlers: Record<K, typeof answer501> = Object.fromEntries(operationIds.map((id) => [id, answer501])) as Record<K, typeof answer501>;
  return handlers;
}
