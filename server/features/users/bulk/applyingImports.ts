// The applies of import previews running in this process, with the users each has written so
// far, for GET /user/import/preview/{previewId} to report while the apply's one transaction runs.
import { conflict } from '../../../contract/problem';

export const ALREADY_APPLYING = 'This import is already being applied; wait for it to finish';

export interface ApplyingImports {
  /** Runs the apply of a preview, which reports the users it has written; a second apply of it meanwhile is refused. */
  run<T>(previewId: string, apply: (written: (users: number) => void) => Promise<T>): Promise<T>;
  /** The users written so far by the apply of this preview running here, if one is. */
  written(previewId: string): number | undefined;
}

export function applyingImports(): ApplyingImports {
  // Keyed by the id as the database writes a uuid: a caller may send it in capitals.
  const written = new Map<string, number>();
  return {
    async run(previewId, apply) {
      const key = previewId.toLowerCase();
      if (written.has(key)) throw conflict(ALREADY_APPLYING);
      written.set(key, 0);
      try {
        return await apply((users) => written.set(key, users));
      } finally {
        written.delete(key);
      }
    },
    written: (previewId) => written.get(previewId.toLowerCase()),
  };
}
