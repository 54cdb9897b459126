import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { CurrentUser } from '../../../../api/session.gen';
import { makeStore } from '../../../../app/store';
import { renderWithProviders } from '../../../../app/testing/renderWithProviders';
import { currentUserLoaded } from '../../../session';
import UserEditPage from '../UserEditPage';

/** The user edit page on its two routes, for a logged-in admin (ADMIN, no layout code, unless told). */
export function renderUserEditPage(path: string, currentUser: Partial<CurrentUser> = {}) {
  const store = makeStore();
  store.dispatch(
    currentUserLoaded({ username: 'admin', roles: ['ADMIN'], layoutCode: '', success: true, ...currentUser }),
  );
  return renderWithProviders(
    <Routes>
      <Route path="/user/new" element={<UserEditPage />} />
      <Route path="/user/edit/:uuid" element={<UserEditPage />} />
    </Routes>,
    { store, route: path },
  );
}

export { expectToast } from '../../../../app/testing/realServerCalls';

/** A text field by the start of its label (required labels end in an asterisk). */
export const textbox = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
export const combobox = (label: string) => screen.getByRole('combobox', { name: new RegExp(`^${label}`) });

/** Replaces a text field's value the way pasting does (much faster than typing each key). */
export async function fill(label: string, text: string) {
  const field = textbox(label);
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}
