import { alice } from './testing/editFixtures';
import { clonedUserFrom, cloneUser, defaultMinimumRole, updateBody } from './userFormValues';

describe('user form values', () => {
  it('clones without uuid and version, with _clone and the original id', () => {
    const clone = cloneUser(alice);
    expect(clone).not.toHaveProperty('uuid');
    expect(clone).not.toHaveProperty('version');
    expect(clone).toMatchObject({ username: 'alice_clone', clonedId: 'u-alice', email: alice.email });
    expect(updateBody(clone)).toEqual({ user: clone, clonedId: 'u-alice' });
    expect(updateBody(alice).clonedId).toBeNull();
  });

  it('reads a cloned user from the location state only when one is there', () => {
    expect(clonedUserFrom({ clonedUser: alice })).toBe(alice);
    expect(clonedUserFrom(null)).toBeUndefined();
    expect(clonedUserFrom({ clonedUser: { name: 'x' } })).toBeUndefined();
  });

  it('defaults the minimum role to ADMIN', () => {
    expect(defaultMinimumRole(undefined)).toBe('ADMIN');
    expect(defaultMinimumRole('nonsense')).toBe('ADMIN');
    expect(defaultMinimumRole('SCO_ADMIN')).toBe('SCO_ADMIN');
  });
});
