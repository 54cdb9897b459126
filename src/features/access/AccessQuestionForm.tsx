import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Application } from '../../api/applications.gen';
import type { ClusterNode } from '../../api/lookups.gen';
import { clusterChoices, grantChoices, type AccessQuestion, type Choice } from './accessQuestion';

interface Props {
  question: AccessQuestion;
  applications: readonly Application[];
  clusters: readonly ClusterNode[];
  onChange: (question: AccessQuestion) => void;
}

function Select({
  label,
  value,
  none,
  choices,
  disabled,
  onChange,
}: {
  label: string;
  value: string;
  none: string;
  choices: Choice[];
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    // Until the choices load, a value from the URL shows as none chosen.
    <TextField
      select
      size="small"
      label={label}
      value={choices.some((choice) => choice.value === value) ? value : ''}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 220 }}
    >
      <MenuItem value="">{none}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Who holds what: an application then a role or element of it, or a cluster (choosing one clears the other). */
export function AccessQuestionForm({ question, applications, clusters, onChange }: Props) {
  const application = applications.find((app) => app.uuid === question.application);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
      <Select
        label="Application"
        value={question.application}
        none="No application"
        choices={applications.map((app) => ({
          value: app.uuid,
          label: app.name,
        }))}
        onChange={(value) => onChange({ application: value, grant: '', cluster: '', page: 1 })}
      />
      <Select
        label="Role or element"
        value={question.grant}
        none="Any role or element"
        choices={grantChoices(application)}
        disabled={!application}
        onChange={(value) => onChange({ ...question, grant: value, page: 1 })}
      />
      <Select
        label="Or cluster"
        value={question.cluster}
        none="No cluster"
        choices={clusterChoices(clusters)}
        onChange={(value) => onChange({ application: '', grant: '', cluster: value, page: 1 })}
      />
    </Stack>
  );
}
