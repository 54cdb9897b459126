import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { CurrentUser } from '../../../api/session.gen';
import { makeStore } from '../../../app/store';
import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { currentUserLoaded } from '../../session';
import ApplicationEditPage from '../edit/ApplicationEditPage';
import ApplicationListPage from '../list/ApplicationListPage';

/** The application list, new and edit routes, for a logged-in admin. */
export function renderApplicationPages(path: string, currentUser: CurrentUser) {
  const store = makeStore();
  store.dispatch(currentUserLoaded(currentUser));
  return renderWithProviders(
    <Routes>
      <Route path="/application/list" element={<ApplicationListPage />} />
      <Route path="/application/new" element={<ApplicationEditPage />} />
      <Route path="/application/edit/:uuid" element={<ApplicationEditPage />} />
    </Routes>,
    { store, route: path },
  );
}

export const location = () => screen.getByTestId('location').textContent ?? '';
