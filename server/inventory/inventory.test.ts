// The inventory contract checks (openapi/inventory.yaml) and the demo inventory's data.
import { parseClusters, parseElements, parseLocations } from './parseInventory';
import { INVENTORY_PATHS } from './inventory';
import { demoInventoryData } from './demoInventoryServer';

describe('answers checked against the contract', () => {
  it('accepts elements and trims names; refuses missing ids, empty or long names and repeated ids', () => {
    expect(parseElements([{ id: 'a', name: ' Alpha ' }], '/carriers')).toEqual({ items: [{ id: 'a', name: 'Alpha' }] });
    expect(parseElements({ items: [] }, '/carriers')).toEqual({ problem: 'carriers: the answer must be array' });
    expect(parseElements([{ name: 'No id' }], '/venues')).toEqual({ problem: "venues: at /0 must have required property 'id'" });
    expect(parseElements([{ id: 'a', name: '  ' }], '/venues')).toEqual({ problem: 'venues: at /0/name must match pattern "\\S"' });
    expect(parseElements([{ id: 'a', name: 'x'.repeat(256) }], '/venues')).toEqual({ problem: 'venues: at /0/name must NOT have more than 255 characters' });
    expect(parseElements([{ id: 'a', name: 'A' }, { id: 'a', name: 'B' }], '/venues')).toEqual({ problem: 'venues id a is listed twice' });
  });

  it('clusters: parents must be listed and no cluster may be its own ancestor', () => {
    expect(parseClusters([{ id: 'r', name: 'Root', parentId: null }, { id: 'c', name: 'Child', parentId: 'r' }])).toHaveProperty('items');
    expect(parseClusters([{ id: 'c', name: 'Child', parentId: 'gone' }])).toEqual({ problem: 'cluster c names parent gone, which is not listed' });
    expect(parseClusters([{ id: 's', name: 'Self', parentId: 's' }])).toEqual({ problem: 'cluster s is its own ancestor' });
    expect(parseClusters([{ id: 'r', name: 'Root', parentId: 5 }])).toHaveProperty('problem');
  });

  it('locations: coordinates within range or absent, names unique', () => {
    expect(parseLocations([{ id: 'd', name: 'Dublin', latitude: 53.35, longitude: -6.26 }, { id: 'x', name: 'Nowhere' }])).toEqual({
      items: [{ id: 'd', name: 'Dublin', latitude: 53.35, longitude: -6.26 }, { id: 'x', name: 'Nowhere', latitude: null, longitude: null }],
    });
    expect(parseLocations([{ id: 'd', name: 'Bad', latitude: 91, longitude: 0 }])).toHaveProperty('problem');
    expect(parseLocations([{ id: 'a', name: 'Twin' }, { id: 'b', name: 'Twin' }])).toEqual({ problem: 'two locations are named Twin' });
  });
});

describe('the demo inventory', () => {
  const data = demoInventoryData();

  it('is the same on every start', () => {
    expect(demoInventoryData()).toEqual(data);
  });

  it('passes its own contract checks, with several hundred clusters at least four levels deep and hundreds of each other kind', () => {
    const clusters = parseClusters(data.cluster);
    expect(clusters).toHaveProperty('items');
    expect(parseLocations(data.location)).toHaveProperty('items');
    for (const kind of ['carrier', 'clusterGroup', 'networkGroup', 'networkElementAttribute', 'venue'] as const) {
      expect(parseElements(data[kind], INVENTORY_PATHS[kind])).toHaveProperty('items');
      expect(data[kind].length).toBeGreaterThanOrEqual(200);
    }
    expect(data.location.length).toBeGreaterThanOrEqual(200);
    expect(data.cluster.length).toBeGreaterThanOrEqual(500);
    const parentOf = new Map(data.cluster.map((c) => [c.id, c.parentId]));
    const depth = (id: string | null): number => (id === null ? 0 : 1 + depth(parentOf.get(id) ?? null));
    expect(Math.max(...data.cluster.map((c) => depth(c.id)))).toBe(5);
  });

  it('holds the names the demo seed uses', () => {
    const names = (list: { name: string }[]) => list.map((item) => item.name);
    expect(names(data.cluster)).toEqual(expect.arrayContaining(['Ireland', 'Leinster', 'Dublin North', 'Dublin South', 'Munster', 'Cork City', 'United Kingdom', 'London']));
    expect(names(data.carrier)).toEqual(expect.arrayContaining(['Vodafone', 'Three', 'Eir']));
    expect(names(data.location)).toEqual(expect.arrayContaining(['Dublin', 'Belfast', 'Cork', 'London', 'New York']));
    expect(names(data.venue)).toEqual(expect.arrayContaining(['Aviva Stadium', 'Croke Park']));
  });
});
