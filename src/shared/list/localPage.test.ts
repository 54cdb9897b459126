import type { FieldAccessors } from './listHelpers';
import { localPage, type LocalItems } from './localPage';

interface Person {
  username: string;
  team: string;
}

type Field = 'username' | 'team';

const fields: FieldAccessors<Person, Field> = { username: (p) => p.username, team: (p) => p.team };
const noFilters = { username: '', team: '' };
// In the list's own order (by username, as the server answers it).
const people: Person[] = Array.from({ length: 23 }, (_, i) => ({ username: `user${i + 1}`, team: i % 2 === 0 ? 'Blue' : 'red' }));
people.sort((a, b) => a.username.localeCompare(b.username, undefined, { numeric: true }));
const source: LocalItems<Person, Field, Field> = { items: people, filterFields: fields, sortFields: fields };
const usernames = (items: readonly Person[]) => items.map((p) => p.username);

describe('localPage', () => {
  it('pages the items, ten a page, with how many there are', () => {
    const page3 = localPage(source, { filters: noFilters, sort: { field: 'username', direction: 'asc' }, page: 3 });
    expect(usernames(page3.items)).toEqual(['user21', 'user22', 'user23']);
    expect(page3.total).toBe(23);
  });

  it('keeps the items that contain every filter, ignoring case and the blanks around it', () => {
    const page = localPage(source, { filters: { username: ' USER1', team: 'blue' }, sort: { field: 'username', direction: 'asc' }, page: 1 });
    expect(usernames(page.items)).toEqual(['user1', 'user11', 'user13', 'user15', 'user17', 'user19']);
    expect(page.total).toBe(6);
  });

  it('takes %, _ and \\ in a filter literally', () => {
    const odd: LocalItems<Person, Field, Field> = {
      ...source,
      items: [
        { username: 'a%b', team: 'x' },
        { username: 'a_b', team: 'x' },
        { username: 'a\\b', team: 'x' },
        { username: 'axb', team: 'x' },
      ],
    };
    const only = (text: string) => usernames(localPage(odd, { filters: { username: text, team: '' }, sort: { field: 'username', direction: 'asc' }, page: 1 }).items);
    expect(only('%')).toEqual(['a%b']);
    expect(only('_')).toEqual(['a_b']);
    expect(only('\\')).toEqual(['a\\b']);
  });

  it('sorts by a field in the console order, ties in the list order, and descending reverses both (as the server does)', () => {
    const ascending = localPage(source, { filters: noFilters, sort: { field: 'team', direction: 'asc' }, page: 1 });
    expect(usernames(ascending.items)).toEqual(['user1', 'user3', 'user5', 'user7', 'user9', 'user11', 'user13', 'user15', 'user17', 'user19']);
    const descending = localPage(source, { filters: noFilters, sort: { field: 'team', direction: 'desc' }, page: 1 });
    expect(usernames(descending.items)).toEqual(['user22', 'user20', 'user18', 'user16', 'user14', 'user12', 'user10', 'user8', 'user6', 'user4']);
  });

  it('leaves the items given in their order', () => {
    localPage(source, { filters: noFilters, sort: { field: 'team', direction: 'desc' }, page: 1 });
    expect(source.items).toBe(people);
    expect(usernames(people).slice(0, 3)).toEqual(['user1', 'user2', 'user3']);
  });
});
