import { screen } from '@testing-library/react';
import { API_PATH } from '../../api/baseQuery';
import { getAccessToken } from '../../api/tokenStorage';

/** A call to the test file's own real server with the logged-in admin's token (to arrange or check data). */
export async function callApi<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${process.env.CONSOLE_TEST_API_ORIGIN}${API_PATH}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${getAccessToken()}`, 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** A toast of this variant with this text (the same words may also show on a field). */
export async function expectToast(text: string, variant: 'success' | 'warning' | 'error') {
  const matches = await screen.findAllByText(text, undefined, { timeout: 10_000 });
  expect(matches.some((match) => match.closest(`.notistack-MuiContent-${variant}`))).toBe(true);
}
