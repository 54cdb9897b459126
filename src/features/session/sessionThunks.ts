import { emptyApi } from '../../api/emptyApi';
import { sessionApi } from '../../api/session.enhance';
import { clearStoredSession, getAccessToken, saveAccessToken, tokenExpired } from '../../api/tokenStorage';
import type { AppDispatch } from '../../app/store';
import { currentUserLoaded, loggedOut } from './sessionSlice';

const { exchangeToken, getMe, getPropelTokenFromCode, logout } = sessionApi.endpoints;

async function loadCurrentUser(dispatch: AppDispatch): Promise<void> {
  const user = await dispatch(getMe.initiate(undefined, { subscribe: false, forceRefetch: true })).unwrap();
  dispatch(currentUserLoaded(user));
}

/** App start: a stored, unexpired token brings back its user; anything else is cleared. */
export const restoreSession = () => async (dispatch: AppDispatch) => {
  if (!getAccessToken()) return;
  if (tokenExpired()) {
    clearStoredSession();
    return;
  }
  try {
    await loadCurrentUser(dispatch);
  } catch {
    clearStoredSession();
  }
};

/** Called once the login's token is stored, while the current user loads (what the next page needs can load beside it). */
type OnToken = () => void;

/** The callback's half of the code flow: code and verifier for a token, then the current user. */
export const completeLogin =
  (request: { clientId: string; code: string; codeVerifier: string }, onToken?: OnToken) => async (dispatch: AppDispatch) => {
    const { access_token } = await dispatch(
      exchangeToken.initiate({
        tokenRequest: {
          client_id: request.clientId,
          code: request.code,
          code_verifier: request.codeVerifier,
          grant_type: 'authorization_code',
        },
      }),
    ).unwrap();
    saveAccessToken(access_token);
    onToken?.();
    await loadCurrentUser(dispatch);
  };

/** The Enterprise SSO callback: the external provider's code and verifier for the console's token, then the current user. */
export const completeEnterpriseLogin = (request: { code: string; codeVerifier: string; state: string }, onToken?: OnToken) => async (dispatch: AppDispatch) => {
  const { access_token } = await dispatch(
    getPropelTokenFromCode.initiate({ code: request.code, codeVerifier: request.codeVerifier, state: request.state }, { subscribe: false, forceRefetch: true }),
  ).unwrap();
  saveAccessToken(access_token);
  onToken?.();
  await loadCurrentUser(dispatch);
};

/**
 * Forgets every token, cached response and the current user at once, then ends the provider
 * session (the call needs only the provider's cookie). The page says "signed out" after this.
 */
export const endSession = (ticket?: string) => async (dispatch: AppDispatch) => {
  clearStoredSession();
  dispatch(emptyApi.util.resetApiState());
  dispatch(loggedOut());
  try {
    await dispatch(logout.initiate({ ticket })).unwrap();
  } catch (error) {
    console.error('Could not end the provider session', error);
  }
};
