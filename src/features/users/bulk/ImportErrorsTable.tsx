import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { RowError } from './importOutcome';

/** Every bad row of the file: its line, the column and what is wrong. */
export function ImportErrorsTable({ errors }: { errors: readonly RowError[] }) {
  return (
    <TableContainer sx={{ maxHeight: 400, mt: 1 }}>
      <Table stickyHeader size="small" aria-label="Rows with errors">
        <TableHead>
          <TableRow>
            <TableCell>Line</TableCell>
            <TableCell>Field</TableCell>
            <TableCell>Problem</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {errors.map((error, i) => (
            <TableRow key={`${error.line}-${error.field}-${i}`}>
              <TableCell>{error.line}</TableCell>
              <TableCell>{error.field}</TableCell>
              <TableCell>{error.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
