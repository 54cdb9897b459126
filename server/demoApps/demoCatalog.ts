import type { KnownUser, RoleCatalog } from '../connectors/applicationConnector';

/** The demo applications behind one demo server, each under /apps/<slug> (openapi/connector.yaml). */
export interface DemoApplication {
  slug: string;
  /** The application's name in the console (the seed's application rows). */
  name: string;
  catalog: RoleCatalog;
  /** Users the application knows before the console pushes any (some seeded usernames). */
  knownUsers: KnownUser[];
}

/** What the console authenticates with (HTTP_BASIC, or as OAuth2 client id and secret). */
export const DEMO_APP_CREDENTIALS = { username: 'userprofile', password: 'demo-connector-secret' } as const;

export const DEMO_APPLICATIONS: readonly DemoApplication[] = [
  {
    slug: 'snmp-manager',
    name: 'Snmp Manager',
    catalog: {
      roles: [
        { name: 'OPERATOR', category: null },
        { name: 'VIEWER', category: null },
        { name: 'ENGINEER', category: null },
      ],
      elements: [
        { name: 'North Tree', category: 'NOVA_NOVA_TREE' },
        { name: 'South Tree', category: 'NOVA_NOVA_TREE' },
        { name: 'Core Tree', category: 'NOVA_NOVA_TREE' },
      ],
    },
    knownUsers: [
      { username: 'aoife.murphy0', email: 'aoife.murphy0@example.com', firstName: 'Aoife', lastName: 'Murphy', mobilePhone: '+353 87 555 0100', active: true },
      { username: 'demo.sco', email: 'demo.sco@example.com', firstName: 'Demo', lastName: 'SCO ADMIN', deskPhone: '+353 1 555 0199', active: true },
    ],
  },
  {
    slug: 'ticketer',
    name: 'Ticketer',
    catalog: {
      roles: [
        { name: 'AGENT', category: null },
        { name: 'SUPERVISOR', category: null },
      ],
      elements: [
        { name: 'Daily Reports', category: 'REPORT_ACCESS' },
        { name: 'Weekly Reports', category: 'REPORT_ACCESS' },
      ],
    },
    knownUsers: [
      { username: 'brian.mccarthy1', email: 'brian.mccarthy@ticketer.example.com', firstName: 'Brian', lastName: 'McCarthy', active: true },
      { username: 'aoife.murphy0', mobilePhone: '+353 86 555 0111', active: true },
    ],
  },
  {
    slug: 'alarm-viewer',
    name: 'Alarm Viewer',
    catalog: {
      roles: [
        { name: 'VIEWER', category: null },
        { name: 'ACKNOWLEDGER', category: null },
      ],
      elements: [],
    },
    knownUsers: [{ username: 'ciara.ryan2', deskPhone: '+353 21 555 0122', active: true }],
  },
];

/** The apiHost of one demo application on a demo server at baseUrl. */
export function demoApiHost(baseUrl: string, slug: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/apps/${slug}`;
}
