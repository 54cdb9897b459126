import { configure, render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import type { CurrentUser } from '../../api/session.gen';
import type { RoleName } from '../../api/roleNames';
import { App } from '../App';
import { Providers } from '../providers';
import { appRoutes } from '../router';
import { makeStore, type RootState } from '../store';

// Lazy pages are compiled on first use under ts-jest, which can take more than the default second.
configure({ asyncUtilTimeout: 5000 });

/** A logged-in current user with the given console roles. */
export function userWithRoles(...roles: RoleName[]): CurrentUser {
  return { username: 'alice', roles, layoutCode: 'SCO', success: true };
}

/** The whole console (providers, session restore, routes) at one path (under `basename`, as served), with a fresh store. */
export function renderConsole(path: string, preloadedState?: Partial<RootState>, basename?: string) {
  const store = makeStore(preloadedState);
  const router = createMemoryRouter(appRoutes, { initialEntries: [`${basename ?? ''}${path}`], basename });
  const view = render(
    <Providers store={store}>
      <App router={router} />
    </Providers>,
  );
  return { store, router, ...view };
}

/** renderConsole with a logged-in user of the given roles. */
export function renderConsoleAs(path: string, ...roles: RoleName[]) {
  return renderConsole(path, { session: { currentUser: userWithRoles(...roles) } });
}
