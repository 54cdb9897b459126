// What other features may use of business profiles (the access screen saves them).
export { saveBusinessProfile } from './businessProfileWrite';
