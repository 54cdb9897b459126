import CloseIcon from '@mui/icons-material/Close';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useRef } from 'react';

interface FileChooserProps {
  file: File | null;
  onChange: (file: File | null) => void;
  disabled: boolean;
}

/** 'Choose File': a real button opening a visually hidden file input; the chosen file's name with a remove control. */
export function FileChooser({ file, onChange, disabled }: FileChooserProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 40 }}>
      <Button variant="outlined" onClick={() => input.current?.click()} disabled={disabled}>
        Choose File
      </Button>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        aria-label="Users file"
        tabIndex={-1}
        style={visuallyHidden}
        onChange={(event) => {
          onChange(event.target.files?.[0] ?? null);
          // Choosing the same file again after removing it must fire a change.
          event.target.value = '';
        }}
      />
      {file && (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <InsertDriveFileOutlinedIcon fontSize="small" aria-hidden />
          <Typography data-testid="chosen-file">{file.name}</Typography>
          <IconButton aria-label="Remove file" size="small" onClick={() => onChange(null)} disabled={disabled}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
      )}
    </Stack>
  );
}
