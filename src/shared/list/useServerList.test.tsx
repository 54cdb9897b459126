import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { act, render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ListStateShape } from './listUrlState';
import { pagedListOptions, useServerList, type Page, type PageArgs, type ServerList } from './useServerList';

type Field = 'name';
type Args = PageArgs<Field, Field>;
const shape: ListStateShape<Field, Field> = { filterFields: ['name'], sortFields: ['name'] };
const fruits = ['Apple', 'Banana', 'Cherry'];

/** A list operation whose requests wait until the test answers them (the server's pages of `fruits`). */
function fruitApi() {
  const asked: { args: Args; answer: () => void }[] = [];
  const api = createApi({
    baseQuery: (args: Args) =>
      new Promise<{ data: Page<string> }>((resolve) => {
        const items = fruits.filter((fruit) => fruit.toLowerCase().includes((args.name ?? '').toLowerCase()));
        asked.push({ args, answer: () => resolve({ data: { items, total: items.length } }) });
      }),
    endpoints: (build) => ({ fruitPage: build.query<Page<string>, Args>({ query: (args) => args }) }),
  });
  return { api, asked };
}

function renderFruitList(url: string) {
  const { api, asked } = fruitApi();
  const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (defaults) => defaults().concat(api.middleware) });
  const options = pagedListOptions(shape, { name: '' }, { field: 'name', direction: 'asc' });
  const latest: { list?: ServerList<string, Field, Field> } = {};
  function FruitList() {
    latest.list = useServerList(api.useLazyFruitPageQuery, options);
    return null;
  }
  const router = createMemoryRouter([{ path: '/list', element: <FruitList /> }], { initialEntries: [url] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { list: () => latest.list!, asked, router };
}

const answerAll = async (asked: { answer: () => void }[]) => act(async () => asked.forEach((request) => request.answer()));

describe('useServerList', () => {
  it('asks again for a state that leaves the screen and comes back while its request is under way, and never calls the abort a failure', async () => {
    const { list, asked, router } = renderFruitList('/list?sort=name&dir=asc&page=1');
    await waitFor(() => expect(asked).toHaveLength(1));
    await answerAll(asked);
    await waitFor(() => expect(list().pageItems).toEqual(fruits));

    // A change after a quiet spell is asked for at once; a second one close behind it waits for
    // the debounce, and the first one's request, stale meanwhile, is aborted.
    await act(() => router.navigate('/list?name=an&sort=name&dir=asc&page=1'));
    expect(asked.map((request) => request.args.name)).toEqual([undefined, 'an']);
    await act(() => router.navigate('/list?name=ch&sort=name&dir=asc&page=1'));
    // Back to the first change before the second one's request leaves (the URL of an earlier write landing late).
    await act(() => router.navigate('/list?name=an&sort=name&dir=asc&page=1'));
    // (On a machine slow enough to let the debounce pass between the two, 'ch' is asked for too.)
    await waitFor(() => expect(asked.filter((request) => request.args.name === 'an')).toHaveLength(2));
    expect(asked.at(-1)?.args.name).toBe('an');
    expect(list().loadFailure).toBeNull();
    expect(list().loading).toBe(true);
    await answerAll(asked);
    await waitFor(() => expect(list().pageItems).toEqual(['Banana']));
    expect(list().loadFailure).toBeNull();
  });
});
