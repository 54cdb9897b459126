import { usersApiEnhanced } from '../../api/users.enhance';
import { makeStore, type AppStore } from '../../app/store';
import { aUser } from './testing/userFixtures';
import { moveUpdatedUsers, moveUsersInCachedLists } from './userListCache';

const names = (users: readonly { username: string }[]) => users.map((user) => user.username);

describe('moveUpdatedUsers', () => {
  const active = [aUser('alice'), aUser('carol'), aUser('dave')];

  it('removes users that left the list', () => {
    expect(names(moveUpdatedUsers(active, [aUser('carol', { active: false })], true))).toEqual(['alice', 'dave']);
  });

  it('adds users that joined the list in username order', () => {
    const joined = [aUser('Bob', { active: true }), aUser('erin', { active: true })];
    expect(names(moveUpdatedUsers(active, joined, true))).toEqual(['alice', 'Bob', 'carol', 'dave', 'erin']);
  });

  it('replaces a user that stays in the list with the returned one', () => {
    const updated = aUser('carol', { version: 2 });
    const result = moveUpdatedUsers(active, [updated], true);
    expect(result.find((user) => user.uuid === updated.uuid)?.version).toBe(2);
    expect(result).toHaveLength(3);
  });
});

/** What the cache holds for one list (undefined when it is not cached). */
function cachedList(store: AppStore, endpoint: 'listActiveUsers' | 'listInactiveUsers'): unknown {
  return store.getState().api.queries[`${endpoint}(undefined)`]?.data;
}

describe('moveUsersInCachedLists', () => {
  it('moves the user between both cached lists', async () => {
    const store = makeStore();
    const { upsertQueryData } = usersApiEnhanced.util;
    await store.dispatch(upsertQueryData('listActiveUsers', undefined, [aUser('alice'), aUser('bob')]));
    await store.dispatch(upsertQueryData('listInactiveUsers', undefined, [aUser('zed', { active: false })]));

    moveUsersInCachedLists(store.dispatch, [aUser('bob', { active: false })]);

    expect(cachedList(store, 'listActiveUsers')).toEqual([aUser('alice')]);
    expect(cachedList(store, 'listInactiveUsers')).toEqual([
      aUser('bob', { active: false }),
      aUser('zed', { active: false }),
    ]);
  });

  it('leaves a list that is not cached alone', async () => {
    const store = makeStore();
    await store.dispatch(usersApiEnhanced.util.upsertQueryData('listActiveUsers', undefined, [aUser('alice')]));

    moveUsersInCachedLists(store.dispatch, [aUser('alice', { active: false })]);

    expect(cachedList(store, 'listActiveUsers')).toEqual([]);
    expect(cachedList(store, 'listInactiveUsers')).toBeUndefined();
  });
});
