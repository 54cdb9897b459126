import { useCallback, useState } from 'react';

/** The open tab of a tabbed edit form and how to change it, given by the page to its view. */
export interface OpenTabProps<Key extends string = string> {
  tab: Key;
  onTabChange: (tab: Key) => void;
}

/**
 * Which tab of a record's edit form is open, kept by the page above its view: a save reloads the
 * record and starts a fresh view at its new version, and the admin stays on the tab they were on.
 * Another record, or a new one (`recordKey` is its uuid, or the location's key), opens on `first`.
 */
export function useOpenTab<Key extends string>(recordKey: string, first: Key): OpenTabProps<Key> {
  const [open, setOpen] = useState({ recordKey, tab: first });
  const onTabChange = useCallback((tab: Key) => setOpen({ recordKey, tab }), [recordKey]);
  return { tab: open.recordKey === recordKey ? open.tab : first, onTabChange };
}
