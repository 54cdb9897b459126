import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import { VisibleToSelector, type CompanyChoice } from '../../../shared/visibleTo/VisibleToSelector';
import { VISIBLE_TO_LABELS, type VisibleToViewer } from '../../../shared/visibleTo/visibleToChoices';
import type { ApplicationFormValues, MemberValues } from '../applicationFormValues';

interface MembersTabProps {
  kind: 'roles' | 'elements';
  /** Elements: the category this tab shows, and its label. */
  category?: string;
  categoryLabel?: string;
  viewer: VisibleToViewer;
  companies: readonly CompanyChoice[];
  /** ERRIGAL_ADMIN: Visible To, the external flag and removal can be changed. */
  editable: boolean;
}

const levelText = (member: MemberValues, companies: readonly CompanyChoice[]) => {
  const level = member.minimumRole ? VISIBLE_TO_LABELS[member.minimumRole] : '---';
  const company = companies.find((c) => c.uuid === member.companyUuid)?.name;
  return company ? `${level} (${company})` : level;
};

/** The Roles tab, or one element category's tab: each member with its Visible To. */
export function MembersTab({ kind, category, categoryLabel, viewer, companies, editable }: MembersTabProps) {
  const { values, setFieldValue } = useFormikContext<ApplicationFormValues>();
  const members = values[kind].map((member, index) => ({ member, index })).filter(({ member }) => kind === 'roles' || member.category === category);
  const set = (index: number, field: keyof MemberValues, value: unknown) => void setFieldValue(`${kind}.${index}.${field}`, value);
  const label = kind === 'roles' ? 'Roles' : `${categoryLabel} elements`;

  if (members.length === 0) {
    return <Typography>{kind === 'roles' ? 'No roles yet: sync the application to read them from it.' : 'No elements.'}</Typography>;
  }
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            {kind === 'roles' && <TableCell>External Role</TableCell>}
            <TableCell>Visible To</TableCell>
            {kind === 'elements' && editable && <TableCell>Remove</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {members.map(({ member, index }) => (
            <TableRow key={member.uuid}>
              <TableCell sx={member.deleteMe ? { textDecoration: 'line-through' } : undefined}>
                {member.name}
                {kind === 'roles' && member.externalRole && ' (External Role)'}
              </TableCell>
              {kind === 'roles' && (
                <TableCell>
                  <Checkbox
                    checked={member.externalRole}
                    disabled={!editable}
                    onChange={(event) => set(index, 'externalRole', event.target.checked)}
                    slotProps={{ input: { 'aria-label': `${member.name} is an external role` } }}
                  />
                </TableCell>
              )}
              <TableCell>
                {editable ? (
                  <Stack role="group" aria-label={`Visible To of ${member.name}`}>
                    <VisibleToSelector
                      viewer={viewer}
                      level={member.minimumRole}
                      onLevelChange={(level) => set(index, 'minimumRole', level)}
                      companyUuid={member.companyUuid}
                      onCompanyChange={(uuid) => set(index, 'companyUuid', uuid)}
                      companies={companies}
                      flagAllScoCustomers
                    />
                  </Stack>
                ) : (
                  levelText(member, companies)
                )}
              </TableCell>
              {kind === 'elements' && editable && (
                <TableCell>
                  <FormControlLabel
                    control={<Checkbox checked={member.deleteMe} onChange={(event) => set(index, 'deleteMe', event.target.checked)} />}
                    label={member.deleteMe ? 'Removed on save' : 'Remove'}
                  />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
