import { storageKeys } from '../../api/tokenStorage';
import { loadUserSearchCriteria, saveUserSearchCriteria } from './searchCriteria';
import { noUserFilters } from './userFields';

describe('user search criteria', () => {
  it('saves the filters under searchCriteria and reads them back', () => {
    const filters = { ...noUserFilters, username: 'ali', visibility: 'north' };
    saveUserSearchCriteria(filters);
    expect(JSON.parse(localStorage.getItem(storageKeys.searchCriteria) ?? '')).toEqual(filters);
    expect(loadUserSearchCriteria()).toEqual(filters);
  });

  it('starts with no filters when nothing or something unreadable is stored', () => {
    expect(loadUserSearchCriteria()).toEqual(noUserFilters);
    localStorage.setItem(storageKeys.searchCriteria, '{not json');
    expect(loadUserSearchCriteria()).toEqual(noUserFilters);
    localStorage.setItem(storageKeys.searchCriteria, JSON.stringify({ email: 42, name: 'smith', extra: 'x' }));
    expect(loadUserSearchCriteria()).toEqual({ ...noUserFilters, name: 'smith' });
  });
});
