export type ResetPageState = 'loading' | 'invalid' | 'form' | 'complete';

interface Verification {
  isLoading: boolean;
  isError: boolean;
  data?: { username: string };
}

/** SPEC section 4 "Password reset screen": loading, invalid link, form, complete. */
export function resetPageState(verification: Verification, completed: boolean): ResetPageState {
  if (completed) return 'complete';
  if (verification.isLoading) return 'loading';
  if (verification.isError || !verification.data?.username) return 'invalid';
  return 'form';
}
