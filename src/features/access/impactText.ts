import type { SaveImpact } from '../../api/access.gen';

/** "14 users gain WRITER in Ticketer", "1 user loses cluster Cork City". */
export function impactText({ change, what, users }: SaveImpact['changes'][number]): string {
  const verb = change === 'gain' ? 'gain' : 'lose';
  return users === 1 ? `1 user ${verb}s ${what}` : `${users} users ${verb} ${what}`;
}
