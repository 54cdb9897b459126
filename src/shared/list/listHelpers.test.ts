import {
  compareText,
  containsAnyText,
  containsText,
  correctPage,
  filterItems,
  nextSort,
  pageCount,
  paginate,
  sortItems,
  type FieldAccessors,
} from './listHelpers';

interface Row {
  name: string;
  city: string;
}

const fields: FieldAccessors<Row, 'name' | 'city'> = { name: (row) => row.name, city: (row) => row.city };
const rows: Row[] = [
  { name: 'Bob', city: 'Dublin' },
  { name: 'alice', city: 'Cork' },
  { name: 'Carol', city: 'dublin' },
];

describe('containsText', () => {
  it('matches case-insensitively anywhere in the value', () => {
    expect(containsText('Alice Smith', 'SMI')).toBe(true);
    expect(containsText('Alice Smith', 'bob')).toBe(false);
  });

  it('matches everything for an empty or blank query and ignores surrounding spaces', () => {
    expect(containsText('x', '')).toBe(true);
    expect(containsText('x', '   ')).toBe(true);
    expect(containsText('alice', ' LIC ')).toBe(true);
  });
});

describe('containsAnyText', () => {
  it('matches when any comma-separated value is contained, in any case', () => {
    expect(containsAnyText('Snmp Operator', 'ticket, SNMP')).toBe(true);
    expect(containsAnyText('Snmp Operator', 'ticket, alarm')).toBe(false);
  });

  it('ignores empty values between commas, and matches everything without a value', () => {
    expect(containsAnyText('Snmp Operator', ' , ,oper')).toBe(true);
    expect(containsAnyText('anything', ' , ')).toBe(true);
  });
});

describe('filterItems', () => {
  it('uses the given match for every filter', () => {
    expect(filterItems(rows, { name: 'bob, carol', city: '' }, fields, containsAnyText)).toEqual([rows[0], rows[2]]);
  });

  it('keeps the items matching every non-empty filter', () => {
    expect(filterItems(rows, { name: '', city: 'DUB' }, fields)).toEqual([rows[0], rows[2]]);
    expect(filterItems(rows, { name: 'car', city: 'dub' }, fields)).toEqual([rows[2]]);
  });

  it('returns all items, as a copy, when no filter is set', () => {
    const result = filterItems(rows, { name: '', city: ' ' }, fields);
    expect(result).toEqual(rows);
    expect(result).not.toBe(rows);
  });
});

describe('sortItems', () => {
  it('sorts case-insensitively in either direction without touching the input', () => {
    const before = [...rows];
    expect(sortItems(rows, { field: 'name', direction: 'asc' }, fields).map((r) => r.name)).toEqual([
      'alice',
      'Bob',
      'Carol',
    ]);
    expect(sortItems(rows, { field: 'name', direction: 'desc' }, fields).map((r) => r.name)).toEqual([
      'Carol',
      'Bob',
      'alice',
    ]);
    expect(rows).toEqual(before);
  });

  it('keeps the order of equal items', () => {
    expect(sortItems(rows, { field: 'city', direction: 'asc' }, fields)).toEqual([rows[1], rows[0], rows[2]]);
  });

  it('orders numbers inside text naturally', () => {
    expect(compareText('user2', 'user10')).toBeLessThan(0);
  });
});

describe('nextSort', () => {
  it('flips the direction of the current column and starts another column ascending', () => {
    expect(nextSort({ field: 'name', direction: 'asc' }, 'name')).toEqual({ field: 'name', direction: 'desc' });
    expect(nextSort({ field: 'name', direction: 'desc' }, 'name')).toEqual({ field: 'name', direction: 'asc' });
    expect(nextSort({ field: 'name', direction: 'desc' }, 'city')).toEqual({ field: 'city', direction: 'asc' });
  });
});

describe('pagination', () => {
  const items = Array.from({ length: 23 }, (_, i) => i + 1);

  it('counts pages of 10, with one page for an empty list', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(23)).toBe(3);
  });

  it('slices one page of 10', () => {
    expect(paginate(items, 1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(paginate(items, 3)).toEqual([21, 22, 23]);
    expect(paginate(items, 2, 5)).toEqual([6, 7, 8, 9, 10]);
  });

  it('corrects a page beyond the end of a shrunken list, and one below 1', () => {
    expect(correctPage(3, 23)).toBe(3);
    expect(correctPage(3, 15)).toBe(2);
    expect(correctPage(3, 0)).toBe(1);
    expect(correctPage(0, 23)).toBe(1);
  });
});
