import type { ListAccessHoldersApiArg } from '../../api/access.gen';
import type { Application } from '../../api/applications.gen';
import type { ClusterNode } from '../../api/lookups.gen';

// The Access screen's question, kept in the URL: an application with a role, an element or
// neither ("grant" is role:<uuid> or element:<uuid>), or a cluster; and the page.

export interface AccessQuestion {
  application: string;
  grant: string;
  cluster: string;
  page: number;
}

export function questionOf(params: URLSearchParams): AccessQuestion {
  const page = Number(params.get('page'));
  return {
    application: params.get('application') ?? '',
    grant: params.get('grant') ?? '',
    cluster: params.get('cluster') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function paramsOf(question: AccessQuestion): Record<string, string> {
  return Object.fromEntries(
    Object.entries({
      ...question,
      page: question.page > 1 ? String(question.page) : '',
    }).filter(([, value]) => value !== ''),
  ) as Record<string, string>;
}

export const isAsked = (q: AccessQuestion) => q.application !== '' || q.cluster !== '';

/** The question as the API's query (without the page). */
export function holdersQuery(q: AccessQuestion): Omit<ListAccessHoldersApiArg, 'page' | 'size'> {
  if (q.cluster) return { cluster: q.cluster };
  const [kind, uuid] = q.grant.split(':');
  return {
    application: q.application,
    ...(kind === 'role' ? { role: uuid } : kind === 'element' ? { element: uuid } : {}),
  };
}

export interface Choice {
  value: string;
  label: string;
}

/** An application's roles then elements, as the grant choices. */
export function grantChoices(application: Application | undefined): Choice[] {
  if (!application) return [];
  return [
    ...application.roles.flatMap((role) => (role.uuid ? [{ value: `role:${role.uuid}`, label: `Role ${role.name}` }] : [])),
    ...application.elements.flatMap((element) =>
      element.uuid
        ? [
            {
              value: `element:${element.uuid}`,
              label: `Element ${element.name} (${element.category})`,
            },
          ]
        : [],
    ),
  ];
}

/** The cluster tree flattened depth first, each name indented by its depth. */
export function clusterChoices(nodes: readonly ClusterNode[], depth = 0): Choice[] {
  return nodes.flatMap((node) => [
    { value: node.uuid, label: `${'\u00a0\u00a0'.repeat(depth)}${node.name}` },
    ...clusterChoices(node.children ?? [], depth + 1),
  ]);
}
