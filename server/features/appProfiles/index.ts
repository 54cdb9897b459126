// What other features may use of app profiles (the access screen saves them).
export { saveAppProfile } from './appProfileWrite';
