import { appProfileToFormValues, categoriesOf, formValuesToAppProfile, newAppProfileValues } from './appProfileFormValues';

const application = {
  uuid: 'app',
  name: 'Snmp Manager',
  roles: [{ uuid: 'r1', name: 'OPERATOR' }],
  elements: [
    { uuid: 'e1', name: 'North Tree', category: 'NOVA_NOVA_TREE' },
    { uuid: 'e2', name: 'Daily', category: 'REPORTS' },
    { uuid: 'e3', name: 'South Tree', category: 'NOVA_NOVA_TREE' },
  ],
};

describe('app profile form values', () => {
  it('a new profile starts empty at the default level', () => {
    expect(newAppProfileValues('ADMIN')).toEqual({ name: '', description: '', applicationUuid: '', minimumRole: 'ADMIN', companyUuid: '', roleUuids: [], elementUuids: [] });
  });

  it('round-trips a saved profile with its uuid and version, names taken from the application', () => {
    const values = appProfileToFormValues({
      uuid: 'p1',
      version: 3,
      name: 'Desk',
      description: null,
      minimumRole: { name: 'SCO_ADMIN' },
      errigalCustomerCompany: { uuid: 'c1' },
      application: { uuid: 'app', name: 'Snmp Manager' },
      roles: [{ uuid: 'r1', name: 'OPERATOR' }],
      elements: [{ uuid: 'e3', name: 'South Tree', category: 'NOVA_NOVA_TREE' }],
    });
    expect(values).toMatchObject({ description: '', minimumRole: 'SCO_ADMIN', companyUuid: 'c1', roleUuids: ['r1'], elementUuids: ['e3'] });
    expect(formValuesToAppProfile({ ...values, name: ' Desk ' }, { uuid: 'p1', version: 3 }, application)).toEqual({
      uuid: 'p1',
      version: 3,
      name: 'Desk',
      description: null,
      minimumRole: { name: 'SCO_ADMIN' },
      errigalCustomerCompany: { uuid: 'c1' },
      application: { uuid: 'app' },
      roles: [{ uuid: 'r1', name: 'OPERATOR' }],
      elements: [{ uuid: 'e3', name: 'South Tree', category: 'NOVA_NOVA_TREE' }],
    });
  });

  it('a new profile carries no uuid or version; categories come once each, in order', () => {
    expect(formValuesToAppProfile({ ...newAppProfileValues('ADMIN'), name: 'N', applicationUuid: 'app' }, {}, application)).not.toHaveProperty('uuid');
    expect(categoriesOf(application)).toEqual(['NOVA_NOVA_TREE', 'REPORTS']);
    expect(categoriesOf(undefined)).toEqual([]);
  });
});
