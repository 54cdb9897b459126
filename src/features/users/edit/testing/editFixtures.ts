import { ok } from '../../../../app/testing/mockApi';
import type { AppProfile } from '../../../../api/appProfiles.gen';
import type { BusinessProfile } from '../../../../api/businessProfiles.gen';
import type { User, UserElementConfig } from '../../../../api/users.gen';
import type { VisibilityProfile } from '../../../../api/visibilityProfiles.gen';

// The choices of the user form in tests: 'North Sales' offers the Snmp Manager trees (North and
// South) plus a Reports profile with another tree (Core) and a report; 'Plain' offers no tree.

export const configs: UserElementConfig[] = [
  { category: 'NOVA_NOVA_TREE', label: 'Default Tree', type: 'DROPDOWN' },
  { category: 'REPORT_ACCESS', label: 'Report Access', type: 'DROPDOWN' },
];

const element = (uuid: string, name: string, category: string) => ({ uuid, name, category });

export const appProfiles: AppProfile[] = [
  {
    uuid: 'ap-snmp',
    name: 'Snmp Standard',
    application: { uuid: 'app-snmp', name: 'Snmp Manager' },
    elements: [element('e-south', 'South Tree', 'NOVA_NOVA_TREE'), element('e-north', 'North Tree', 'NOVA_NOVA_TREE')],
  },
  {
    uuid: 'ap-reports',
    name: 'Reports Standard',
    application: { uuid: 'app-reports', name: 'Reports' },
    elements: [element('e-core', 'Core Tree', 'NOVA_NOVA_TREE'), element('e-daily', 'Daily Report', 'REPORT_ACCESS')],
  },
  {
    uuid: 'ap-plain',
    name: 'Reports Plain',
    application: { uuid: 'app-reports', name: 'Reports' },
    elements: [element('e-weekly', 'Weekly Report', 'REPORT_ACCESS')],
  },
];

const appProfileRef = (uuid: string) => ({ uuid, application: { uuid: `app-of-${uuid}` } });

export const businessProfiles: BusinessProfile[] = [
  { uuid: 'bp-north', name: 'North Sales', appProfiles: [appProfileRef('ap-snmp'), appProfileRef('ap-reports')] },
  { uuid: 'bp-plain', name: 'Plain', appProfiles: [appProfileRef('ap-plain')] },
];

export const visibilityProfiles: VisibilityProfile[] = [{ uuid: 'vp-all', name: 'All Networks' }];
export const locations = [{ uuid: 'loc-dublin', name: 'Dublin' }];
export const companies = [{ uuid: 'co-acme', name: 'Acme' }];

export const alice: User = {
  uuid: 'u-alice',
  username: 'alice',
  email: 'alice@example.com',
  firstName: 'Alice',
  lastName: 'Tester',
  deskPhone: '+353 1 555 0100',
  mobilePhone: null,
  active: true,
  location: { uuid: 'loc-dublin', name: 'Dublin' },
  businessProfile: { uuid: 'bp-north', name: 'North Sales', appProfiles: [{ uuid: 'ap-snmp', name: 'Snmp Standard' }] },
  visibilityProfile: { uuid: 'vp-all', name: 'All Networks' },
  minimumRole: { name: 'ADMIN' },
  errigalCustomerCompany: null,
  elements: [
    { uuid: 'e-north', name: 'North Tree', category: 'NOVA_NOVA_TREE', label: 'Default Tree', actualValue: null },
  ],
  version: 3,
};

/** The calls that load the form's choices, answered. */
export const choiceHandlers = {
  'GET /user/config': ok(configs),
  'GET /profile/business/list': ok(businessProfiles),
  'GET /profile/visibility/list': ok(visibilityProfiles),
  'GET /profile/app/list': ok(appProfiles),
  'GET /location/list': ok(locations),
  'GET /errigalCustomerCompany/list': ok(companies),
  'GET /user/u-alice': ok(alice),
};
