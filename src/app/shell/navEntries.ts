import type { ComponentType } from 'react';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AppsIcon from '@mui/icons-material/Apps';
import BadgeIcon from '@mui/icons-material/Badge';
import DomainIcon from '@mui/icons-material/Domain';
import HistoryIcon from '@mui/icons-material/History';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import PeopleIcon from '@mui/icons-material/People';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VpnKeyIcon from '@mui/icons-material/VpnKey';

export interface NavEntry {
  label: string;
  path: string;
  Icon: ComponentType;
}

/** The side menu of SPEC section 2, by role: Users for all, four admin entries, OAuth2 Clients; plus Audit and Access (admins, issue 20) and Customer Companies (ERRIGAL_ADMIN). */
export function navEntriesFor(access: { isAdmin: boolean; isErrigalAdmin: boolean }): NavEntry[] {
  return [
    { label: 'Users', path: '/user/list', Icon: PeopleIcon },
    ...(access.isAdmin
      ? [
          { label: 'Profiles', path: '/profile/business/list', Icon: BadgeIcon },
          { label: 'Visibilities', path: '/profile/visibility/list', Icon: VisibilityIcon },
          { label: 'Applications', path: '/application/list', Icon: AppsIcon },
          { label: 'Application Admin', path: '/profile/app/list', Icon: AdminPanelSettingsIcon },
          { label: 'Audit', path: '/audit', Icon: HistoryIcon },
          { label: 'Access', path: '/access', Icon: ManageSearchIcon },
        ]
      : []),
    ...(access.isErrigalAdmin
      ? [
          { label: 'OAuth2 Clients', path: '/authClient/list', Icon: VpnKeyIcon },
          { label: 'Customer Companies', path: '/customerCompany/list', Icon: DomainIcon },
        ]
      : []),
  ];
}
