import { errorStatus } from '../../shared/api/apiError';

// SPEC section 8 "Password" and section 2, word for word.
export const FORGOT_SENT = 'An email with password reset link has been sent to the user';
export const FORGOT_SEND_FAILED = 'Could not send an email with password reset to the user, please try again later';
export const FORGOT_LOOKUP_FAILED = 'An error occurred when trying to find this user, please try again later';

export const RESET_TOKEN_REJECTED = 'Password reset token failed verification, please use another password reset link';
export const RESET_PASSWORD_REUSED = 'You have used this password before, please choose another password';
export const RESET_FAILED = 'Failed to reset password, please try again later or use a different link';
export const RESET_SUCCEEDED = 'Successfully reset password a confirmation email will be sent shortly';

export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired';
export const RESET_COMPLETE = 'Password reset complete, a confirmation email should be sent to you shortly.';

/** The built-in text after a forgot-password request (replaced by the server's template when it has one). */
export const FORGOT_SENT_TEXT = [
  'If the username belongs to an active user, an email with a link to reset the password has been sent to the email address of that user.',
  'The email should arrive within 5 minutes. If it does not, please check your junk or spam folder.',
  'If you still have not received it, please contact support.',
];

/** The server refused the username itself (400); any other failure is a failure to send. */
export function forgotFailureMessage(error: unknown): string {
  return errorStatus(error) === 400 ? FORGOT_LOOKUP_FAILED : FORGOT_SEND_FAILED;
}

/** 406: the password was used before; anything else: try again or use another link. */
export function resetFailureMessage(error: unknown): string {
  return errorStatus(error) === 406 ? RESET_PASSWORD_REUSED : RESET_FAILED;
}
