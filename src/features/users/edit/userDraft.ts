import { useCallback, useEffect, useState } from 'react';
import type { UserFormValues, UserIdentity } from './userFormValues';

/** What the admin typed, and which record it is for. */
export interface UserDraft {
  values: UserFormValues;
  identity: UserIdentity;
}

// Kept in sessionStorage (this tab only) while a save is in flight, and kept after a 401, so the
// login round trip (a full page load) returns to the form with what was typed.
const keyOf = (path: string) => `user-profile.userDraft:${path}`;

function readDraft(path: string): UserDraft | undefined {
  const text = sessionStorage.getItem(keyOf(path));
  if (!text) return undefined;
  try {
    const draft = JSON.parse(text) as Partial<UserDraft>;
    return draft.values && draft.identity ? { values: draft.values, identity: draft.identity } : undefined;
  } catch {
    return undefined;
  }
}

export interface UserDraftStore {
  /** The draft left by an earlier visit of this page, restored once. */
  restored: UserDraft | undefined;
  keep: (draft: UserDraft) => void;
  /**
   * The save ended otherwise than by a timed-out session: nothing to restore. Once saved, the
   * restored draft (and its version) no longer describes the form; after a refusal it still does.
   */
  settle: (saved: boolean) => void;
}

/** The user form's draft for the page at path (/user/new or /user/edit/<uuid>). */
export function useUserDraft(path: string): UserDraftStore {
  const [restored, setRestored] = useState(() => ({ path, draft: readDraft(path) }));

  // A stored draft is restored once: reopening the page later shows the saved user again.
  useEffect(() => sessionStorage.removeItem(keyOf(path)), [path]);

  const keep = useCallback((draft: UserDraft) => sessionStorage.setItem(keyOf(path), JSON.stringify(draft)), [path]);
  const settle = useCallback(
    (saved: boolean) => {
      sessionStorage.removeItem(keyOf(path));
      if (saved) setRestored({ path, draft: undefined });
    },
    [path],
  );

  return { restored: restored.path === path ? restored.draft : undefined, keep, settle };
}
