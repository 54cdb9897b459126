import { callerLevel, type Caller } from '../../auth/visibility';
import type { PrecompressedBody } from '../../http/compression';

/**
 * Serialised user lists (with their compressed forms), per list and per visibility scope,
 * valid while the database's users revision is unchanged. Every process checks the revision (one tiny query) before serving,
 * so a write made through another process is seen at once.
 */
export class UserListCache {
  private entries = new Map<string, { revision: number; body: PrecompressedBody }>();

  static scopeOf(caller: Caller, active: boolean): string {
    const level = callerLevel(caller.roles);
    const scope = level === 'SCO_ADMIN' ? `SCO:${caller.companyUuid ?? ''}` : String(level);
    return `${active ? 'active' : 'inactive'}|${scope}`;
  }

  get(key: string, revision: number): PrecompressedBody | undefined {
    const entry = this.entries.get(key);
    return entry && entry.revision === revision ? entry.body : undefined;
  }

  set(key: string, revision: number, body: PrecompressedBody): void {
    this.entries.set(key, { revision, body });
  }
}
