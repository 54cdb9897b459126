// What other features may use of password reset (the users' bulk Reset Password job).
export { findVisibleUser, type ResetRecipient } from './recipients';
export { sendResetMail } from './resetMail';
