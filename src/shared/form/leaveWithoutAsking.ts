import type { Location } from 'react-router';

/**
 * Navigation state of a move that leaves an edit screen on purpose (after a save, a delete, a
 * clone, or a session that ended): the unsaved-changes guard lets it pass.
 */
export const LEAVE_WITHOUT_ASKING = { leaveWithoutAsking: true } as const;

export const leavesOnPurpose = (location: Location) =>
  typeof location.state === 'object' && location.state !== null && 'leaveWithoutAsking' in location.state;
