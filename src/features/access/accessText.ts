import type { AccessRef } from '../../api/access.gen';

/** Names as a readable list: "A, B and C". */
export function namesText(refs: readonly { name: string }[]): string {
  const names = refs.map((r) => r.name);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** Why a role or element is granted, business profile then app profiles: "NOC Operator → Snmp Operator". */
export function grantReason(businessProfile: AccessRef | null, appProfiles: readonly AccessRef[]): string {
  return `${businessProfile?.name ?? ''} → ${namesText(appProfiles)}`;
}
