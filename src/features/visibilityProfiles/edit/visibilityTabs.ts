/** The edit screen's tabs (SPEC section 2): Network Attribute only with NEA, Venue only with VEN in the layout code. */
export type VisibilityTab = 'basic' | 'carrier' | 'cluster' | 'clusterGroup' | 'networkGroup' | 'neAttribute' | 'venue';

export const TAB_LABELS: Readonly<Record<VisibilityTab, string>> = {
  basic: 'Basic Info',
  carrier: 'Carrier',
  cluster: 'Cluster',
  clusterGroup: 'Cluster Group',
  networkGroup: 'Network Group',
  neAttribute: 'Network Attribute',
  venue: 'Venue',
};

export function visibilityTabs(layoutCode: string): VisibilityTab[] {
  return [
    'basic',
    'carrier',
    'cluster',
    'clusterGroup',
    'networkGroup',
    ...(layoutCode.includes('NEA') ? (['neAttribute'] as const) : []),
    ...(layoutCode.includes('VEN') ? (['venue'] as const) : []),
  ];
}
