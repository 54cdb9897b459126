// What other features use of effective access: a user's Effective Access tab, and the question
// before a profile save of what it would change for users.
export { UserAccessSection } from './UserAccessSection';
export { useSaveImpact } from './useSaveImpact';
