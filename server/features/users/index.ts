// What other features may use of users: the check that the caller may manage a user.
export { assertManageableUser } from './manageableUser';
