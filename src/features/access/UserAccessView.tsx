import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AccessApplication, AccessRef, UserAccess } from '../../api/access.gen';
import { grantReason, namesText } from './accessText';
import { ScrollingTable } from './ScrollingTable';

function Heading({ children }: { children: string }) {
  return (
    <Typography variant="h6" component="h2">
      {children}
    </Typography>
  );
}

/** One application's roles and elements, each with the app profiles that grant it. */
function ApplicationGrants({ application, businessProfile }: { application: AccessApplication; businessProfile: AccessRef | null }) {
  const rows = [
    ...application.roles.map((role) => ({ kind: 'Role', ...role })),
    ...application.elements.map((element) => ({
      kind: element.category ? `Element (${element.category})` : 'Element',
      ...element,
    })),
  ];
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {application.name}
      </Typography>
      {rows.length === 0 ? (
        <Typography>{`Through ${grantReason(businessProfile, application.appProfiles)}: no role or element.`}</Typography>
      ) : (
        <ScrollingTable label={`Access to ${application.name}, scrolling sideways`}>
          {/* Fixed columns: the tables of every application line up. */}
          <Table size="small" aria-label={`Access to ${application.name}`} sx={{ tableLayout: 'fixed', minWidth: 560 }}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: '30%' }}>Grant</TableCell>
                <TableCell sx={{ width: '25%' }}>Name</TableCell>
                <TableCell>Through (business profile → app profile)</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={`${row.kind}-${row.uuid}`}>
                  <TableCell>{row.kind}</TableCell>
                  <TableCell>{row.name}</TableCell>
                  <TableCell>{grantReason(businessProfile, row.appProfiles)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollingTable>
      )}
    </Box>
  );
}

/** A visibility list as one line: "Carriers: Vodafone and Three" or "Carriers: none". */
function VisibilityLine({ label, refs, suffix }: { label: string; refs: readonly AccessRef[]; suffix?: (ref: AccessRef) => string }) {
  const names = refs.map((ref) => ({
    name: `${ref.name}${suffix?.(ref) ?? ''}`,
  }));
  return <Typography>{`${label}: ${names.length > 0 ? namesText(names) : 'none'}`}</Typography>;
}

function Visibility({ access }: { access: UserAccess }) {
  const { visibility, visibilityProfile } = access;
  if (!visibilityProfile) return <Typography>No visibility profile: the user sees no carrier, cluster or venue.</Typography>;
  const depth = Math.min(...visibility.clusters.map((c) => c.depth));
  return (
    <Stack spacing={1}>
      <Typography>{`Everything below is because of the visibility profile ${visibilityProfile.name}.`}</Typography>
      {visibility.primaryCluster && <Typography>{`Primary cluster: ${visibility.primaryCluster.name}`}</Typography>}
      <Typography component="h3" sx={{ fontWeight: 600 }}>
        {`Clusters (${visibility.clusters.length})`}
      </Typography>
      {visibility.clusters.length === 0 ? (
        <Typography>none</Typography>
      ) : (
        <Box component="ul" aria-label="Clusters the user sees" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
          {visibility.clusters.map((cluster) => (
            <Box component="li" key={cluster.uuid} sx={{ pl: 2 * (cluster.depth - depth) }}>
              {cluster.name}
              <Typography component="span" color="text.secondary">
                {cluster.through.uuid === cluster.uuid ? ' (selected)' : ` (through ${cluster.through.name})`}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      <VisibilityLine
        label="Cluster groups"
        refs={visibility.clusterGroups}
        suffix={(group) => (group.uuid === visibility.defaultClusterGroup?.uuid ? ' (default)' : '')}
      />
      <VisibilityLine label="Carriers" refs={visibility.carriers} />
      <VisibilityLine label="Network groups" refs={visibility.networkGroups} />
      <VisibilityLine label="Network element attributes" refs={visibility.neAttributes} />
      <VisibilityLine label="Venues" refs={visibility.venues} />
    </Stack>
  );
}

/** A user's effective access: console role, applications and visibility, each line with its reason. */
export function UserAccessView({ access }: { access: UserAccess }) {
  const { businessProfile, consoleRole, applications } = access;
  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">As saved: changes not yet saved on this screen are not included.</Typography>
      {!access.active && <Alert severity="warning">This user is inactive: they cannot log in, whatever they are granted.</Alert>}
      <Stack spacing={1}>
        <Heading>Console role</Heading>
        <Typography>
          {consoleRole
            ? `${consoleRole.name}, through ${grantReason(businessProfile, consoleRole.appProfiles)} (application User Profile)`
            : 'No console role: the user cannot use this console.'}
        </Typography>
      </Stack>
      <Stack spacing={2}>
        <Heading>Applications</Heading>
        {!businessProfile ? (
          <Typography>No business profile: the user is granted no application.</Typography>
        ) : applications.length === 0 ? (
          <Typography>{`The business profile ${businessProfile.name} grants no application.`}</Typography>
        ) : (
          applications.map((application) => <ApplicationGrants key={application.uuid} application={application} businessProfile={businessProfile} />)
        )}
      </Stack>
      <Stack spacing={1}>
        <Heading>Visibility</Heading>
        <Visibility access={access} />
      </Stack>
    </Stack>
  );
}
