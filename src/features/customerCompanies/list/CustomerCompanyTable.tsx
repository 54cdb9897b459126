import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import type { CustomerCompany } from '../../../api/customerCompanies.gen';
import type { SortState } from '../../../shared/list/listHelpers';
import { SortableHeaderCell } from '../../../shared/list/SortableHeaderCell';
import type { CompanyField } from './companyFields';

interface CustomerCompanyTableProps {
  companies: readonly CustomerCompany[];
  sort: SortState<CompanyField>;
  onSort: (field: CompanyField) => void;
  loading: boolean;
  emptyText: string;
}

/** One row per company; its name opens the edit screen. */
export function CustomerCompanyTable({ companies, sort, onSort, loading, emptyText }: CustomerCompanyTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Customer companies" aria-busy={loading}>
        <TableHead>
          <TableRow>
            <SortableHeaderCell field="name" sort={sort} onSort={onSort}>
              Name
            </SortableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(loading || companies.length === 0) && (
            <TableRow>
              <TableCell align="center">{loading ? <CircularProgress size={32} aria-label="Loading customer companies" /> : emptyText}</TableCell>
            </TableRow>
          )}
          {!loading &&
            companies.map((company) => (
              <TableRow key={company.uuid} hover>
                <TableCell>
                  <Link component={RouterLink} to={`/customerCompany/edit/${company.uuid}`}>
                    {company.name}
                  </Link>
                </TableCell>
              </TableRow>
            ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
