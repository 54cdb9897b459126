import { render, type RenderOptions } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { createContext, useContext, useState, type ReactElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { makeStore, type AppStore } from '../store';

interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  store?: AppStore;
  route?: string;
}

/** Shows the current path, so tests can see where a link or button navigated. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

// The rendered element, handed to the router's one route (so a rerender shows the new element).
const RenderedElement = createContext<ReactNode>(null);
function Rendered() {
  return useContext(RenderedElement);
}

/**
 * A data router at the route, as the console has (useBlocker needs one), showing the children
 * whatever the path.
 */
function TestRouter({ route, children }: { route: string; children: ReactNode }) {
  const [router] = useState(() => createMemoryRouter([{ path: '*', element: <Rendered /> }], { initialEntries: [route] }));
  return (
    <RenderedElement.Provider value={children}>
      <RouterProvider router={router} />
    </RenderedElement.Provider>
  );
}

/** Renders with a fresh store (unless one is given), a memory data router and notistack. */
export function renderWithProviders(
  ui: ReactElement,
  { store = makeStore(), route = '/', ...options }: ProvidersOptions = {},
) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <TestRouter route={route}>
          <SnackbarProvider>
            {children}
            <LocationProbe />
          </SnackbarProvider>
        </TestRouter>
      </Provider>
    );
  }
  return { store, ...render(ui, { wrapper: Wrapper, ...options }) };
}
