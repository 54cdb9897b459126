import { answerCheck, type Checked } from '../contract/peerContracts';
import type { paths } from '../contract/connector.gen';
import type { KnownUser, RoleCatalog } from './applicationConnector';

/** What an application answers, checked against openapi/connector.yaml. */

type Answer<P extends '/users' | '/roles'> = paths[P]['get']['responses'][200]['content']['application/json'];

export const parseKnownUsers: (body: unknown) => Checked<KnownUser[]> = answerCheck<Answer<'/users'>>('connector', 'get', '/users');

const checkRoleCatalog = answerCheck<Answer<'/roles'>>('connector', 'get', '/roles');

/** The catalog, a role's missing category as null. */
export function parseRoleCatalog(body: unknown): Checked<RoleCatalog> {
  const checked = checkRoleCatalog(body);
  if ('problem' in checked) return checked;
  const { roles, elements } = checked.value;
  return { value: { roles: roles.map(({ name, category }) => ({ name, category: category ?? null })), elements } };
}
