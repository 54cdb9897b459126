import type { VisibilityProfile } from '../../../api/visibilityProfiles.gen';
import { elementItems, filterByName } from './elementChoices';
import { formValuesToVisibilityProfile, groupsChanged, toggleDefaultGroup, visibilityProfileToFormValues } from './visibilityProfileFormValues';
import { visibilityTabs } from './visibilityTabs';

describe('visibility profile form values', () => {
  const profile: VisibilityProfile = {
    uuid: 'v',
    version: 3,
    name: 'North',
    description: null,
    minimumRole: { name: 'ADMIN' },
    errigalCustomerCompany: null,
    primaryVisibility: { uuid: 'c1', name: 'C1' },
    defaultClusterGroup: { uuid: 'g1' },
    carriers: [{ uuid: 'k1', name: 'K1' }],
    clusters: [{ uuid: 'c1' }, { uuid: 'c2' }],
    clusterGroups: [{ uuid: 'g1' }],
    networkGroups: [],
    neAttributes: [],
    venues: [],
  };

  it('round-trips a profile through the form', () => {
    const values = visibilityProfileToFormValues(profile);
    expect(values).toMatchObject({ description: '', primaryUuid: 'c1', defaultClusterGroupUuid: 'g1', clusterUuids: ['c1', 'c2'] });
    expect(formValuesToVisibilityProfile({ ...values, name: ' North ' }, { uuid: 'v', version: 3 })).toMatchObject({
      uuid: 'v',
      version: 3,
      name: 'North',
      primaryVisibility: { uuid: 'c1' },
      defaultClusterGroup: { uuid: 'g1' },
      clusters: [{ uuid: 'c1' }, { uuid: 'c2' }],
      carriers: [{ uuid: 'k1' }],
    });
    expect(formValuesToVisibilityProfile({ ...values, primaryUuid: '', defaultClusterGroupUuid: '' }, {})).toMatchObject({ primaryVisibility: null, defaultClusterGroup: null });
  });

  it('Default on a group makes it default and adds it; again on the default clears it', () => {
    expect(toggleDefaultGroup(['a'], '', 'b')).toEqual({ selected: ['a', 'b'], defaultUuid: 'b' });
    expect(toggleDefaultGroup(['a', 'b'], 'b', 'a')).toEqual({ selected: ['a', 'b'], defaultUuid: 'a' });
    expect(toggleDefaultGroup(['a', 'b'], 'b', 'b')).toEqual({ selected: ['a', 'b'], defaultUuid: '' });
    expect(groupsChanged(['a'], 'b')).toEqual({ selected: ['a'], defaultUuid: '' });
    expect(groupsChanged(['a', 'b'], 'b')).toEqual({ selected: ['a', 'b'], defaultUuid: 'b' });
  });

  it('element items keep a retired element the profile holds; the filter matches any case', () => {
    const items = elementItems([{ uuid: 'a', name: 'Alpha' }], [{ uuid: 'a' }, { uuid: 'z', name: 'Zed' }]);
    expect(items).toEqual([{ id: 'a', label: 'Alpha' }, { id: 'z', label: 'Zed (retired)' }]);
    expect(filterByName(items, 'ALP')).toEqual([{ id: 'a', label: 'Alpha' }]);
  });

  it('Network Attribute and Venue tabs only with NEA and VEN', () => {
    expect(visibilityTabs('SCO')).toEqual(['basic', 'carrier', 'cluster', 'clusterGroup', 'networkGroup']);
    expect(visibilityTabs('SCO_NEA_VEN')).toEqual(['basic', 'carrier', 'cluster', 'clusterGroup', 'networkGroup', 'neAttribute', 'venue']);
  });
});
