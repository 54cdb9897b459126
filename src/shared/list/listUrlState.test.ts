import { hasListState, readListState, writeListState, type ListState } from './listUrlState';

const shape = { filterFields: ['name', 'role'] as const, sortFields: ['name', 'email'] as const, otherParams: ['status'] };
const fallback: ListState<'name' | 'role', 'name' | 'email'> = {
  filters: { name: 'saved', role: '' },
  sort: { field: 'name', direction: 'asc' },
  page: 1,
};

describe('list state in the URL', () => {
  it('writes filters (blank ones left out), sort, direction and page, keeping other parameters', () => {
    const params = writeListState(new URLSearchParams('other=1'), shape, {
      filters: { name: 'a%b & c', role: '' },
      sort: { field: 'email', direction: 'desc' },
      page: 3,
    });
    expect(params.toString()).toBe('other=1&name=a%25b+%26+c&sort=email&dir=desc&page=3');
  });

  it('reads back what it wrote', () => {
    const state = { filters: { name: 'x', role: 'y' }, sort: { field: 'email', direction: 'desc' }, page: 7 } as const;
    expect(readListState(writeListState(new URLSearchParams(), shape, state), shape, fallback)).toEqual(state);
  });

  it('takes what is missing or unreadable from the fallback; a URL with a list state has no saved filters', () => {
    expect(readListState(new URLSearchParams(''), shape, fallback)).toEqual(fallback);
    expect(readListState(new URLSearchParams('page=0&sort=password'), shape, fallback)).toEqual({ ...fallback, filters: { name: '', role: '' } });
    expect(readListState(new URLSearchParams('page=2.5&sort=email'), shape, fallback).page).toBe(1);
  });

  it('knows a URL with any list parameter, the other ones included', () => {
    expect(hasListState(new URLSearchParams('x=1'), shape)).toBe(false);
    expect(hasListState(new URLSearchParams('status=inactive'), shape)).toBe(true);
    expect(hasListState(new URLSearchParams('role='), shape)).toBe(true);
  });
});
