import type { SystemStyleObject } from '@mui/system';
import type { Theme } from '@mui/material/styles';

/**
 * A list table's body rows are plain <tr>, <td> and <a> elements with MUI's class names, drawn by
 * these rules on the table (one style computation a render) as MUI's TableRow (hover, selected),
 * small TableCell and Link draw them. A MUI TableCell, TableRow and Link are three to six
 * components each with their own style computation, and a page of rows has about 80 of them: most
 * of the rendering a filter keystroke caused (issue 21). The rules' specificity is that of MUI's:
 * a list's own sx on the table (its cell spacing) still wins over the cells' padding.
 */
export const ROW_CLASS = 'MuiTableRow-root MuiTableRow-hover';
export const SELECTED_CLASS = 'Mui-selected';
export const CELL_CLASS = 'MuiTableCell-root MuiTableCell-body MuiTableCell-sizeSmall';
export const CHECKBOX_CELL_CLASS = 'MuiTableCell-paddingCheckbox';
export const LINK_CLASS = 'MuiTypography-root MuiLink-root MuiLink-underlineAlways';

/** The class of a column's body cells, which its styles select. */
export const columnClass = (index: number) => `list-column-${index}`;

/** The rules of MUI's TableRow, small body TableCell and Link (primary, underline always), for the body of the table. */
export function listBodyStyles(theme: Theme): SystemStyleObject<Theme> {
  const { palette } = theme;
  const selected = theme.alpha(palette.primary.main, palette.action.selectedOpacity);
  return {
    '& > tbody > tr.MuiTableRow-root': {
      color: 'inherit',
      display: 'table-row',
      verticalAlign: 'middle',
      outline: 0,
      '&.MuiTableRow-hover:hover': { backgroundColor: palette.action.hover },
      '&.Mui-selected': {
        backgroundColor: selected,
        '&:hover': { backgroundColor: theme.alpha(palette.primary.main, palette.action.selectedOpacity + palette.action.hoverOpacity) },
      },
    },
    // As specific as a TableCell's own class (:where adds nothing), and its checkbox padding as its
    // two classes: the table's sx wins over the first and not the second, as over a TableCell.
    '& :where(tbody > tr > td.MuiTableCell-body)': {
      ...theme.typography.body2,
      display: 'table-cell',
      verticalAlign: 'inherit',
      borderBottom: `1px solid ${theme.lighten(theme.alpha(palette.divider, 1), 0.88)}`,
      textAlign: 'left',
      padding: '6px 16px',
      color: palette.text.primary,
    },
    '& :where(tbody > tr) > td.MuiTableCell-body.MuiTableCell-paddingCheckbox': { width: 24, padding: '0 12px 0 16px', '& > *': { padding: 0 } },
    '& a.MuiLink-root': {
      color: palette.primary.main,
      textDecoration: 'underline',
      textDecorationColor: theme.alpha(palette.primary.main, 0.4),
      '&:hover': { textDecorationColor: 'inherit' },
    },
  };
}
