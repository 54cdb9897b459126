// What other features may use of visibility profiles (the access screen saves and reads them).
export { offeredKinds } from './visibilityKinds';
export { saveVisibilityProfile } from './visibilityWrite';
export { visibilityProfileOf } from './visibilityQueries';
