// The apply this tab started and has not heard the end of, kept in sessionStorage (this tab only)
// so that the Bulk screen, left and opened again (or reloaded) while it runs, follows it to its end.

const KEY = 'user-profile.applyingImport';

export interface ApplyingImport {
  previewId: string;
  /** The users the preview holds: what the apply writes. */
  users: number;
}

export function rememberApplying(entry: ApplyingImport): void {
  sessionStorage.setItem(KEY, JSON.stringify(entry));
}

export function rememberedApplying(): ApplyingImport | null {
  try {
    const entry = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<ApplyingImport> | null;
    return typeof entry?.previewId === 'string' && typeof entry.users === 'number' ? { previewId: entry.previewId, users: entry.users } : null;
  } catch {
    return null;
  }
}

/** Forgets the apply; true when it was still remembered, so only the first screen to learn its end toasts it. */
export function forgetApplying(previewId: string): boolean {
  if (rememberedApplying()?.previewId !== previewId) return false;
  sessionStorage.removeItem(KEY);
  return true;
}
