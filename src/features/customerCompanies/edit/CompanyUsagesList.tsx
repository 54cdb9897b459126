import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { CustomerCompanyUsages } from '../../../api/customerCompanies.gen';

interface Group {
  key: keyof CustomerCompanyUsages;
  title: string;
  names: string[];
}

/** The kinds of record that can belong to a company, each with the names of the ones that do. */
export function usageGroups(usages: CustomerCompanyUsages): Group[] {
  const groups: Group[] = [
    { key: 'users', title: 'Users', names: usages.users.map((u) => (u.active ? u.username : `${u.username} (inactive)`)) },
    { key: 'appProfiles', title: 'Application profiles', names: usages.appProfiles.map((p) => p.name ?? p.uuid) },
    { key: 'businessProfiles', title: 'Business profiles', names: usages.businessProfiles.map((p) => p.name ?? p.uuid) },
    { key: 'visibilityProfiles', title: 'Visibility profiles', names: usages.visibilityProfiles.map((p) => p.name ?? p.uuid) },
    { key: 'roles', title: 'Application roles', names: usages.roles.map((r) => `${r.application}: ${r.name}`) },
    { key: 'elements', title: 'Application elements', names: usages.elements.map((e) => `${e.application}: ${e.name}`) },
  ];
  return groups.filter((group) => group.names.length > 0);
}

/** Everything that belongs to the company, by kind, each list labelled by its heading. */
export function CompanyUsagesList({ groups }: { groups: Group[] }) {
  return (
    <>
      {groups.map((group) => (
        <section key={group.key}>
          <Typography id={`company-usages-${group.key}`} variant="subtitle2" component="h3" sx={{ mt: 1 }}>
            {group.title} ({group.names.length})
          </Typography>
          <List dense aria-labelledby={`company-usages-${group.key}`} sx={{ maxHeight: '10rem', overflow: 'auto' }}>
            {group.names.map((name) => (
              <ListItem key={name}>{name}</ListItem>
            ))}
          </List>
        </section>
      ))}
    </>
  );
}
