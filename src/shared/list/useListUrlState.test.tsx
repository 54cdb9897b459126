import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useListUrlState, type ListUrlState } from './useListUrlState';
import type { ListStateShape } from './listUrlState';

type Field = 'name' | 'colour';
const shape: ListStateShape<Field, Field> = { filterFields: ['name', 'colour'], sortFields: ['name', 'colour'] };

/** The hook on a data router (as the console runs it), and the router to read its URL from. */
function renderList(url: string) {
  const latest: { list?: ListUrlState<Field, Field> } = {};
  function List() {
    latest.list = useListUrlState(shape, { name: '', colour: '' }, { field: 'name', direction: 'asc' });
    return null;
  }
  const router = createMemoryRouter([{ path: '/list', element: <List /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return { list: () => latest.list!, search: () => router.state.location.search, router };
}

beforeEach(() => sessionStorage.clear());

describe('useListUrlState', () => {
  it('keeps every one of several changes made before the list renders again', async () => {
    const { list, search } = renderList('/list?name=core&sort=name&dir=asc&page=1');
    await act(async () => {
      // Clear one filter and type in another, then sort: the way a quick user (or a test) does.
      const { setFilter, toggleSort } = list();
      setFilter('name', '');
      setFilter('colour', 'red');
      toggleSort('name');
    });
    expect(search()).toBe('?colour=red&sort=name&dir=desc&page=1');
    expect(list().filters).toEqual({ name: '', colour: 'red' });
  });

  it('a change after Back starts from the URL Back showed, not from the one it left', async () => {
    const { list, search, router } = renderList('/list?sort=name&dir=asc&page=1');
    await act(async () => list().setPage(2));
    expect(search()).toBe('?sort=name&dir=asc&page=2');
    await act(async () => router.navigate(-1));
    expect(list().page).toBe(1);
    await act(async () => list().toggleSort('colour'));
    expect(search()).toBe('?sort=colour&dir=asc&page=1');
  });

  it('writes the state of a list opened without one into the URL once it is painted, and never over a change made before', async () => {
    const opened = renderList('/list');
    expect(opened.search()).toBe('');
    expect(opened.list().sort).toEqual({ field: 'name', direction: 'asc' });
    await waitFor(() => expect(opened.search()).toBe('?sort=name&dir=asc&page=1'));
    // It keeps that state for the tab once it renders the new URL: wait for it, or its save would
    // land over the one set below on a busy machine.
    await waitFor(() => expect(sessionStorage.getItem('user-profile.listState:/list')).toBe('sort=name&dir=asc&page=1'));

    // The state this tab last had, changed before the paint: the change starts from it.
    sessionStorage.setItem('user-profile.listState:/list', 'name=core&sort=colour&dir=desc&page=2');
    const typedAtOnce = renderList('/list');
    expect(typedAtOnce.list().filters).toEqual({ name: 'core', colour: '' });
    await act(async () => typedAtOnce.list().setFilter('colour', 'red'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(typedAtOnce.search()).toBe('?name=core&colour=red&sort=colour&dir=desc&page=1');
  });

  it('keeps a keystroke typed while the URL the list opened with is on its way (a busy machine)', async () => {
    const { list, search, router } = renderList('/list');
    // Hold the list's first navigation (the opening state it writes once painted) until the keystroke.
    const navigate = router.navigate.bind(router);
    let releaseOpening: (() => Promise<void>) | undefined;
    router.navigate = ((...args: Parameters<typeof navigate>) => {
      if (releaseOpening) return navigate(...args);
      releaseOpening = () => navigate(...args);
      return Promise.resolve();
    }) as typeof router.navigate;
    await waitFor(() => expect(releaseOpening).toBeDefined());
    await act(async () => {
      list().setFilter('name', 'co');
      await releaseOpening!();
    });
    expect(list().filters.name).toBe('co');
    await waitFor(() => expect(search()).toBe('?name=co&sort=name&dir=asc&page=1'));
    expect(list().filters.name).toBe('co');
  });

  it('keeps the same setters across URL changes, so the filter boxes and headers they are given need not render again', async () => {
    const { list, search } = renderList('/list?sort=name&dir=asc&page=1');
    const before = list();
    await act(async () => before.setFilter('name', 'co'));
    await act(async () => list().setFilter('name', 'cor'));
    await act(async () => list().setPage(2));
    expect(search()).toBe('?name=cor&sort=name&dir=asc&page=2');
    expect(list().setFilter).toBe(before.setFilter);
    expect(list().toggleSort).toBe(before.toggleSort);
    expect(list().setPage).toBe(before.setPage);
  });

  it('shows a typed filter at once and puts it into the URL once painted, where Back and a reload find it', async () => {
    const { list, search, router } = renderList('/list?sort=name&dir=asc&page=2');
    await act(async () => list().setFilter('name', 'co'));
    // The list shows the filter in the render of the keystroke itself, before the URL has it.
    expect(list().filters).toEqual({ name: 'co', colour: '' });
    expect(list().page).toBe(1);
    expect(search()).toBe('?sort=name&dir=asc&page=2');
    await waitFor(() => expect(search()).toBe('?name=co&sort=name&dir=asc&page=1'));
    expect(list().filters).toEqual({ name: 'co', colour: '' });
    // Typing replaces the entry: Back leaves the list.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('keeps the last of several keystrokes while the URL of an earlier one lands', async () => {
    const { list, search } = renderList('/list?sort=name&dir=asc&page=1');
    await act(async () => list().setFilter('name', 'c'));
    await waitFor(() => expect(search()).toBe('?name=c&sort=name&dir=asc&page=1'));
    await act(async () => list().setFilter('name', 'co'));
    await act(async () => list().setFilter('name', 'cor'));
    expect(list().filters.name).toBe('cor');
    await waitFor(() => expect(search()).toBe('?name=cor&sort=name&dir=asc&page=1'));
    expect(list().filters.name).toBe('cor');
  });

  it('a sort right after a keystroke keeps the keystroke, and a navigation away is not undone by it', async () => {
    const sorted = renderList('/list?sort=name&dir=asc&page=1');
    await act(async () => {
      sorted.list().setFilter('name', 'co');
      sorted.list().toggleSort('colour');
    });
    expect(sorted.search()).toBe('?name=co&sort=colour&dir=asc&page=1');
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(sorted.search()).toBe('?name=co&sort=colour&dir=asc&page=1');
    sorted.router.dispose();

    const left = renderList('/list?sort=name&dir=asc&page=1');
    await act(async () => {
      left.list().setFilter('name', 'co');
      await left.router.navigate('/list?colour=red&sort=name&dir=asc&page=1');
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(left.search()).toBe('?colour=red&sort=name&dir=asc&page=1');
    expect(left.list().filters).toEqual({ name: '', colour: 'red' });
  });
});
