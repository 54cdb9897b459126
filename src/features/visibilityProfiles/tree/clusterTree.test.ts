import {
  clickCluster,
  descendantsOf,
  filterMatches,
  flatClusters,
  indentEm,
  indexClusterTree,
  initiallyExpanded,
  selectedDescendantCounts,
  visibleRows,
  withSubtree,
  withoutSubtree,
  type TreeInput,
} from './clusterTree';

// North ─┬─ Dublin ─┬─ Dublin 1
//        │          └─ Dublin 2
//        └─ Galway
// South ── Cork
const tree: TreeInput[] = [
  {
    uuid: 'n',
    name: 'North',
    children: [
      { uuid: 'd', name: 'Dublin', children: [{ uuid: 'd1', name: 'Dublin 1' }, { uuid: 'd2', name: 'Dublin 2' }] },
      { uuid: 'g', name: 'Galway' },
    ],
  },
  { uuid: 's', name: 'South', children: [{ uuid: 'c', name: 'Cork' }] },
];
const index = indexClusterTree(tree);
const uuidsAt = (positions: number[]) => positions.map((position) => index.uuids[position]);

describe('cluster tree index', () => {
  it('lists the nodes in pre-order with levels, parents and subtree ends', () => {
    expect(index.uuids).toEqual(['n', 'd', 'd1', 'd2', 'g', 's', 'c']);
    expect(index.levels).toEqual([1, 2, 3, 3, 2, 1, 2]);
    expect(index.parents).toEqual([-1, 0, 1, 1, 0, -1, 5]);
    expect(index.ends).toEqual([5, 4, 3, 4, 5, 7, 7]);
  });

  it('finds descendants (not the node itself)', () => {
    expect(descendantsOf(index, 'n')).toEqual(['d', 'd1', 'd2', 'g']);
    expect(descendantsOf(index, 'd2')).toEqual([]);
    expect(descendantsOf(index, 'unknown')).toEqual([]);
  });

  it('indexes a very deep tree without overflowing the stack', () => {
    let deep: TreeInput = { uuid: 'leaf', name: 'leaf' };
    for (let i = 0; i < 20_000; i++) deep = { uuid: `n${i}`, name: `n${i}`, children: [deep] };
    const big = indexClusterTree([deep]);
    expect(big.uuids).toHaveLength(20_001);
    expect(big.levels[20_000]).toBe(20_001);
  });
});

describe('cluster selection', () => {
  it('adds and removes a node with all its descendants', () => {
    expect(withSubtree(index, ['c'], 'd')).toEqual(['c', 'd', 'd1', 'd2']);
    expect(withSubtree(index, ['d1'], 'd')).toEqual(['d1', 'd', 'd2']);
    expect(withoutSubtree(index, ['c', 'd', 'd1', 'd2', 'n'], 'd')).toEqual(['c', 'n']);
  });

  it('a click on an unselected cluster adds it and its descendants; the first becomes primary', () => {
    expect(clickCluster(index, [], '', 'd')).toEqual({ kind: 'added', selected: ['d', 'd1', 'd2'], primary: 'd', children: 2 });
    expect(clickCluster(index, ['d', 'd1', 'd2'], 'd', 's')).toEqual({ kind: 'added', selected: ['d', 'd1', 'd2', 's', 'c'], primary: 'd', children: 1 });
  });

  it('a click on a selected cluster removes it and its descendants', () => {
    expect(clickCluster(index, ['s', 'c', 'g'], 'g', 's')).toEqual({ kind: 'removed', selected: ['g'], children: 1 });
  });

  it('the primary cannot be removed, neither alone nor inside a subtree', () => {
    expect(clickCluster(index, ['d', 'd1', 'd2'], 'd', 'd')).toEqual({ kind: 'primaryKept' });
    expect(clickCluster(index, ['n', 'd', 'd1', 'd2', 'g'], 'd1', 'n')).toEqual({ kind: 'primaryKept' });
  });

  it('counts the selected descendants of every node', () => {
    const counts = selectedDescendantCounts(index, new Set(['d1', 'd2', 'g', 'c', 's']));
    expect([...counts]).toEqual([3, 2, 0, 0, 0, 1, 0]);
  });
});

describe('cluster tree rows and filter', () => {
  it('starts with the roots expanded: level 2 shows, deeper nodes are collapsed', () => {
    const expanded = initiallyExpanded(index);
    expect([...expanded]).toEqual(['n', 's']);
    expect(uuidsAt(visibleRows(index, expanded, null))).toEqual(['n', 'd', 'g', 's', 'c']);
    expect(uuidsAt(visibleRows(index, new Set(['n', 'd']), null))).toEqual(['n', 'd', 'd1', 'd2', 'g', 's']);
    expect(uuidsAt(visibleRows(index, new Set(), null))).toEqual(['n', 's']);
  });

  it('a filter shows the matches (any case) with their ancestors, opened', () => {
    const shown = filterMatches(index, 'dublin 2');
    expect(uuidsAt(visibleRows(index, new Set(), shown))).toEqual(['n', 'd', 'd2']);
    expect(uuidsAt(visibleRows(index, new Set(), filterMatches(index, 'OR')))).toEqual(['n', 's', 'c']);
    expect(filterMatches(index, '  ')).toBeNull();
    expect(visibleRows(index, new Set(), filterMatches(index, 'nothing'))).toEqual([]);
  });

  it('indents 2 em per level plus 1 em', () => {
    expect(indentEm(1)).toBe(3);
    expect(indentEm(3)).toBe(7);
  });

  it('lists every cluster with its level for the primary dropdown', () => {
    expect(flatClusters(index).slice(0, 3)).toEqual([
      { uuid: 'n', name: 'North', level: 1 },
      { uuid: 'd', name: 'Dublin', level: 2 },
      { uuid: 'd1', name: 'Dublin 1', level: 3 },
    ]);
  });

  it('handles 5,000 nodes quickly: index, counts, rows and filter', () => {
    const roots: TreeInput[] = Array.from({ length: 10 }, (_r, r) => ({
      uuid: `r${r}`,
      name: `Region ${r}`,
      children: Array.from({ length: 20 }, (_a, a) => ({
        uuid: `r${r}a${a}`,
        name: `Area ${r}-${a}`,
        children: Array.from({ length: 24 }, (_s, s) => ({ uuid: `r${r}a${a}s${s}`, name: `Site ${r}-${a}-${s}` })),
      })),
    }));
    const started = performance.now();
    const big = indexClusterTree(roots);
    const selected = new Set(withSubtree(big, [], 'r3'));
    const counts = selectedDescendantCounts(big, selected);
    visibleRows(big, initiallyExpanded(big), filterMatches(big, 'site 3-4-'));
    expect(big.uuids).toHaveLength(5010);
    expect(counts[big.positionOf.get('r3')!]).toBe(500);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
