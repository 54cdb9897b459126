// What other features use of effective access: a user's Effective Access tab.
export { UserAccessSection } from './UserAccessSection';
