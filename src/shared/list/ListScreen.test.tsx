import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { ListColumn } from './ListTable';
import type { ListFilter } from './ListFilterBar';
import { ListScreen, type ListScreenProps } from './ListScreen';
import type { QueryList } from './useQueryList';
import { RowLink } from './RowLink';

interface Fruit {
  id: string;
  name: string;
  colour: string;
  origins: string[];
}

type Field = 'name' | 'colour';

const fruits: Fruit[] = [
  { id: 'a', name: 'Apple', colour: 'red', origins: ['Kent', 'Normandy'] },
  { id: 'b', name: 'Banana', colour: 'yellow', origins: ['Canaries'] },
];

const columns: readonly ListColumn<Fruit, Field>[] = [
  { id: 'name', header: 'Name', sortField: 'name', cell: (fruit) => fruit.name },
  { id: 'colour', header: 'Colour', sortField: 'colour', cell: (fruit) => fruit.colour, hiddenBelow: 'md' },
  {
    id: 'origins',
    header: 'Origins',
    cell: (fruit, row) => (
      <button type="button" aria-expanded={row.expanded} onClick={row.toggleExpanded}>
        {row.expanded ? fruit.origins.join(', ') : fruit.origins[0]}
      </button>
    ),
  },
];

const filters: readonly ListFilter<Field>[] = [
  { field: 'name', label: 'Name', helperText: 'Any part of it' },
  { field: 'colour', label: 'Colour', kind: 'select', options: { red: 'Red', yellow: 'Yellow' } },
];

function aList(overrides: Partial<QueryList<Fruit, Field, Field>> = {}): QueryList<Fruit, Field, Field> {
  return {
    filters: { name: '', colour: '' },
    setFilter: jest.fn(),
    sort: { field: 'name', direction: 'asc' },
    toggleSort: jest.fn(),
    page: 2,
    setPage: jest.fn(),
    pageCount: 3,
    pageItems: fruits,
    filteredCount: 22,
    totalCount: 22,
    loading: false,
    loadFailure: null,
    ...overrides,
  };
}

function renderScreen(list: QueryList<Fruit, Field, Field>, props: Partial<ListScreenProps<Fruit, Field, Field>> = {}) {
  return renderInRouter(
    <ListScreen
      title="Fruit"
      actions={<button type="button">New Fruit</button>}
      list={list}
      filters={{ label: 'Filter fruit', filters, minBoxWidth: '8rem' }}
      table={{ label: 'Fruit', columns, rowKey: (fruit) => fruit.id, loadingLabel: 'Loading fruit', emptyText: { unfiltered: 'No fruit', filtered: 'No fruit matches' } }}
      failureText="The fruit could not be loaded."
      paginationLabel="Fruit pages"
      {...props}
    />,
  );
}

/** A list screen has a router above it (its row links and the table's click handler). */
const renderInRouter = (ui: React.ReactElement) => render(ui, { wrapper: ({ children }) => <MemoryRouter>{children}</MemoryRouter> });

/** A window of this width: answers MUI's (max-width:...) and (min-width:...) queries. */
const originalMatchMedia = window.matchMedia;
function windowWidth(width: number) {
  window.matchMedia = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return { matches, media: query, onchange: null, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false };
  };
}

afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('ListScreen', () => {
  it('shows the title, its buttons, a row per item with the columns defined, and the range of the page', () => {
    renderScreen(aList());
    expect(screen.getByRole('heading', { level: 1, name: 'Fruit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Fruit' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Fruit' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Colour', 'Origins']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Apple', 'red', 'Kent'],
      ['Banana', 'yellow', 'Canaries'],
    ]);
    expect(screen.getByRole('status', { name: 'Fruit pages: items shown' })).toHaveTextContent('11-20 of 22');
  });

  it('marks the sorted column, sorts by a sortable header and pages; a column without a sort field has no sort button', async () => {
    const list = aList();
    renderScreen(list);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: 'Colour' }));
    expect(list.toggleSort).toHaveBeenCalledWith('colour');
    expect(within(screen.getByRole('columnheader', { name: 'Origins' })).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Fruit pages' })).getByRole('button', { name: 'Go to page 3' }));
    expect(list.setPage).toHaveBeenCalledWith(3);
  });

  it('leaves out a column hidden below a breakpoint on a narrower screen', () => {
    windowWidth(800);
    renderScreen(aList());
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Origins']);
    expect(within(screen.getAllByRole('row')[1]).getAllByRole('cell')).toHaveLength(2);
  });

  it('expands one row at a time', async () => {
    renderScreen(aList());
    await userEvent.click(screen.getByRole('button', { name: 'Kent' }));
    expect(screen.getByRole('button', { name: 'Kent, Normandy' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Canaries' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the selected rows', () => {
    renderScreen(aList(), { table: { label: 'Fruit', columns, rowKey: (fruit) => fruit.id, loadingLabel: 'Loading fruit', emptyText: null, isSelected: (fruit) => fruit.id === 'b' } });
    const [apple, banana] = screen.getAllByRole('row').slice(1);
    expect(apple).not.toHaveClass('Mui-selected');
    expect(banana).toHaveClass('Mui-selected');
  });

  it('renders the filters declared, with their values, and reports a change', async () => {
    const list = aList({ filters: { name: 'App', colour: 'red' } });
    renderScreen(list);
    const bar = screen.getByRole('search', { name: 'Filter fruit' });
    expect(within(bar).getByRole('textbox', { name: 'Name' })).toHaveValue('App');
    expect(within(bar).getByText('Any part of it')).toBeInTheDocument();
    await userEvent.type(within(bar).getByRole('textbox', { name: 'Name' }), 'l');
    expect(list.setFilter).toHaveBeenCalledWith('name', 'Appl');
    await userEvent.click(within(bar).getByRole('combobox', { name: 'Colour' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Any', 'Red', 'Yellow']);
    await userEvent.click(screen.getByRole('option', { name: 'Yellow' }));
    expect(list.setFilter).toHaveBeenCalledWith('colour', 'yellow');
  });

  it('shows a progress row while loading, then the empty text for an unfiltered or a filtered list', () => {
    const { rerender } = renderScreen(aList({ loading: true, pageItems: [] }));
    expect(screen.getByRole('progressbar', { name: 'Loading fruit' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No fruit')).not.toBeInTheDocument();
    rerender(
      <ListScreen
        title="Fruit"
        list={aList({ pageItems: [] })}
        table={{ label: 'Fruit', columns, rowKey: (fruit) => fruit.id, loadingLabel: 'Loading fruit', emptyText: { unfiltered: 'No fruit', filtered: 'No fruit matches' } }}
        failureText="The fruit could not be loaded."
        paginationLabel="Fruit pages"
      />,
    );
    expect(screen.getByRole('cell', { name: 'No fruit' })).toHaveAttribute('colspan', '3');
    rerender(
      <ListScreen
        title="Fruit"
        list={aList({ pageItems: [], filters: { name: ' x', colour: '' } })}
        table={{ label: 'Fruit', columns, rowKey: (fruit) => fruit.id, loadingLabel: 'Loading fruit', emptyText: { unfiltered: 'No fruit', filtered: 'No fruit matches' } }}
        failureText="The fruit could not be loaded."
        paginationLabel="Fruit pages"
      />,
    );
    expect(screen.getByText('No fruit matches')).toBeInTheDocument();
  });

  it('shows a failed load instead of the table, with Retry', async () => {
    const retry = jest.fn();
    renderScreen(aList({ loadFailure: { retry, retrying: false } }));
    expect(screen.getByRole('alert')).toHaveTextContent('The fruit could not be loaded.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('or as a banner above the filters, the table and pager staying', () => {
    renderScreen(aList({ loadFailure: { retry: jest.fn(), retrying: false } }), { failureShows: 'banner' });
    const alert = screen.getByRole('alert');
    expect(alert.compareDocumentPosition(screen.getByRole('search'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Fruit pages: items shown' })).toBeInTheDocument();
  });

  it('row links carry the router base in their href; a plain click opens the route in the app, a modified one is left to the browser', async () => {
    const linked: readonly ListColumn<Fruit, Field>[] = [{ id: 'name', header: 'Name', cell: (fruit) => <RowLink to={`/fruit/${fruit.id}`}>{fruit.name}</RowLink> }];
    const user = userEvent.setup();
    render(
      <MemoryRouter basename="/userprofile" initialEntries={['/userprofile/fruit']}>
        <Routes>
          <Route
            path="/fruit"
            element={<ListScreen title="Fruit" list={aList()} table={{ label: 'Fruit', columns: linked, rowKey: (fruit) => fruit.id, loadingLabel: 'Loading fruit', emptyText: null }} failureText="" paginationLabel="Fruit pages" />}
          />
          <Route path="/fruit/:id" element={<h1>Fruit page</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    const apple = screen.getByRole('link', { name: 'Apple' });
    expect(apple).toHaveAttribute('href', '/userprofile/fruit/a');
    const followed = jest.fn();
    document.addEventListener('click', (event) => followed(event.defaultPrevented), { once: true });
    await user.keyboard('{Control>}');
    await user.click(apple);
    await user.keyboard('{/Control}');
    expect(followed).toHaveBeenCalledWith(false);
    expect(screen.getByRole('heading', { name: 'Fruit' })).toBeInTheDocument();
    await user.click(apple);
    expect(await screen.findByRole('heading', { name: 'Fruit page' })).toBeInTheDocument();
  });
});
