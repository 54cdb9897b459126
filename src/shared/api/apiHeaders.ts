import { getAccessToken } from '../../api/tokenStorage';

// For requests that go around RTK Query (file downloads and uploads): the headers of SPEC section 7.

/** Authorization with the stored access token, and the Algorithm header. */
export function apiHeaders(): Record<string, string> {
  const token = getAccessToken();
  return { ...(token ? { Authorization: `Bearer ${token}` } : {}), Algorithm: 'RSA256' };
}
