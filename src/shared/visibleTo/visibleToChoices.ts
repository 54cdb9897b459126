// Who may see a record (SPEC sections 2 "Shared" and 6): the provider itself, Customer and SCO
// Customer, plus a customer company. Which choices a viewer gets depends on role and layout.

import { isRoleName, type RoleName } from '../../api/roleNames';

/** A record's Visible To level is a console role name. */
export type VisibilityLevel = RoleName;

/** What decides the choices: the viewer's own level (ERRIGAL_ADMIN, SCO admin) and the layout code. */
export interface VisibleToViewer {
  isErrigalAdmin: boolean;
  /** SCO_ADMIN is the viewer's only console role. */
  isScoAdmin: boolean;
  layoutCode: string;
}

export const VISIBLE_TO_LABELS: Readonly<Record<VisibilityLevel, string>> = {
  ERRIGAL_ADMIN: 'Errigal',
  ADMIN: 'Customer',
  SCO_ADMIN: 'SCO Customer',
};

/** The company select's hint when SCO Customer is chosen without a company: who then sees the record. */
export const SCO_COMPANY_HINT = 'Visible to all SCO customer';

const hasScoLayout = (viewer: VisibleToViewer) => viewer.layoutCode.includes('SCO');

/**
 * The level buttons the viewer may use, highest first. Nobody gives a record a level above their
 * own, so an SCO admin has SCO Customer alone.
 */
export function visibleToLevels(viewer: VisibleToViewer): VisibilityLevel[] {
  if (viewer.isScoAdmin) return ['SCO_ADMIN'];
  return [
    ...(viewer.isErrigalAdmin ? (['ERRIGAL_ADMIN'] as const) : []),
    'ADMIN',
    ...(hasScoLayout(viewer) ? (['SCO_ADMIN'] as const) : []),
  ];
}

/** Only ERRIGAL_ADMIN viewers with an SCO layout choose a company. */
export function showsCompanySelect(viewer: VisibleToViewer): boolean {
  return viewer.isErrigalAdmin && hasScoLayout(viewer);
}

/** SCO Customer without a company, where a company could be chosen: every SCO customer sees the record. */
export function visibleToAllScoCustomers(viewer: VisibleToViewer, level: string, companyUuid: string): boolean {
  return showsCompanySelect(viewer) && level === 'SCO_ADMIN' && companyUuid === '';
}

export const isVisibilityLevel: (value: unknown) => value is VisibilityLevel = isRoleName;
