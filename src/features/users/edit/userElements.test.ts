import { appProfiles, businessProfiles, configs } from './testing/editFixtures';
import { elementsForNewProfile, offeredElements, offersDefaultTree, withCategorySelection } from './userElements';

const [northSales, plain] = businessProfiles;
const names = (elements: readonly { name?: string }[]) => elements.map((element) => element.name);

describe('user elements', () => {
  it("offers the elements of the business profile's app profiles, by name", () => {
    expect(names(offeredElements(northSales, appProfiles))).toEqual([
      'Core Tree',
      'Daily Report',
      'North Tree',
      'South Tree',
    ]);
    expect(offeredElements(undefined, appProfiles)).toEqual([]);
    expect(offersDefaultTree(offeredElements(northSales, appProfiles))).toBe(true);
    expect(offersDefaultTree(offeredElements(plain, appProfiles))).toBe(false);
  });

  it("takes the default tree from 'Snmp Manager' and keeps other elements the new profile offers", () => {
    const offered = offeredElements(northSales, appProfiles);
    const current = [
      { uuid: 'e-core', name: 'Core Tree', category: 'NOVA_NOVA_TREE' },
      { uuid: 'e-daily', name: 'Daily Report', category: 'REPORT_ACCESS', actualValue: 'x' },
      { uuid: 'e-weekly', name: 'Weekly Report', category: 'REPORT_ACCESS' },
    ];
    expect(elementsForNewProfile(current, offered, configs)).toEqual([
      current[1],
      { uuid: 'e-north', name: 'North Tree', category: 'NOVA_NOVA_TREE', label: 'Default Tree' },
      { uuid: 'e-south', name: 'South Tree', category: 'NOVA_NOVA_TREE', label: 'Default Tree' },
    ]);
  });

  it('replaces one category and keeps the records already held', () => {
    const offered = offeredElements(northSales, appProfiles);
    const held = { uuid: 'e-north', name: 'North Tree', category: 'NOVA_NOVA_TREE', actualValue: 'kept' };
    const report = { uuid: 'e-daily', name: 'Daily Report', category: 'REPORT_ACCESS' };
    expect(withCategorySelection([held, report], 'NOVA_NOVA_TREE', ['e-north', 'e-core'], offered, configs)).toEqual([
      report,
      held,
      { uuid: 'e-core', name: 'Core Tree', category: 'NOVA_NOVA_TREE', label: 'Default Tree' },
    ]);
  });
});
