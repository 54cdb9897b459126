import { render, type RenderOptions } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
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

/** Renders with a fresh store (unless one is given), a MemoryRouter and notistack. */
export function renderWithProviders(
  ui: ReactElement,
  { store = makeStore(), route = '/', ...options }: ProvidersOptions = {},
) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]}>
          <SnackbarProvider>
            {children}
            <LocationProbe />
          </SnackbarProvider>
        </MemoryRouter>
      </Provider>
    );
  }
  return { store, ...render(ui, { wrapper: Wrapper, ...options }) };
}
