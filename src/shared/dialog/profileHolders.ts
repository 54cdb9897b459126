/** The active and inactive counts among a profile's holders. */
export function holderCounts(users: readonly { active: boolean }[]): { active: number; inactive: number } {
  const active = users.filter((user) => user.active).length;
  return { active, inactive: users.length - active };
}

/** SPEC section 8's delete dialog sentence: the active and inactive user counts, and that they lose the profile. */
export function profileHoldersSentence(active: number, inactive: number, profile: 'business profile' | 'visibility profile'): string {
  const users = (n: number, kind: string) => `${n} ${kind} ${n === 1 ? 'user' : 'users'}`;
  return `${users(active, 'active')} and ${users(inactive, 'inactive')} have this ${profile}. It will be removed from those users.`;
}
