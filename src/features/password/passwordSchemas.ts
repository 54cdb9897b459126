import { object, ref, string } from 'yup';

// SPEC section 5 "Password", word for word.
export const USERNAME_REQUIRED = 'Please a valid username';
export const BOTH_PASSWORDS_REQUIRED = 'Please fill in the two password fields';
export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters';
export const PASSWORDS_DIFFER = 'Passwords do not match';
export const MIN_PASSWORD_LENGTH = 8;

export interface ForgotPasswordValues {
  username: string;
}

export interface ResetPasswordValues {
  password: string;
  rePassword: string;
}

export const forgotPasswordSchema = object({
  username: string().trim().required(USERNAME_REQUIRED),
});

const newPassword = () => string().required(BOTH_PASSWORDS_REQUIRED).min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT);

export const resetPasswordSchema = object({
  password: newPassword(),
  rePassword: newPassword().oneOf([ref('password')], PASSWORDS_DIFFER),
});
