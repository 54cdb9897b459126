// Who may see a record (SPEC sections 2 "Shared" and 6): the provider itself, Customer and SCO
// Customer, plus a customer company. Which choices a viewer gets depends on role and layout.

export type VisibilityLevel = 'ERRIGAL_ADMIN' | 'ADMIN' | 'SCO_ADMIN';

/** What decides the choices: whether the viewer is ERRIGAL_ADMIN, and the layout code. */
export interface VisibleToViewer {
  isErrigalAdmin: boolean;
  layoutCode: string;
}

export const VISIBLE_TO_LABELS: Readonly<Record<VisibilityLevel, string>> = {
  ERRIGAL_ADMIN: 'Errigal',
  ADMIN: 'Customer',
  SCO_ADMIN: 'SCO Customer',
};

/** The company select's hint when SCO Customer is chosen without a company (SPEC section 5). */
export const SCO_COMPANY_HINT = 'Visible to all SCO customer';

const hasScoLayout = (viewer: VisibleToViewer) => viewer.layoutCode.includes('SCO');

/** The level buttons the viewer may use, highest first. */
export function visibleToLevels(viewer: VisibleToViewer): VisibilityLevel[] {
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

/** SCO Customer needs a company wherever the company select is shown. */
export function companyMissing(viewer: VisibleToViewer, level: string, companyUuid: string): boolean {
  return showsCompanySelect(viewer) && level === 'SCO_ADMIN' && companyUuid === '';
}

export function isVisibilityLevel(value: unknown): value is VisibilityLevel {
  return value === 'ERRIGAL_ADMIN' || value === 'ADMIN' || value === 'SCO_ADMIN';
}
