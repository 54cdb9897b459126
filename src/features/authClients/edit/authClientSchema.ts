import * as yup from 'yup';

// SPEC section 5 "OAuth2 client" and section 9: name and description required, max 255; redirect
// target max 255; the secret required (on create: an update may leave it empty to keep the stored
// one) and max 64. The limit messages are SPEC's, word for word.
export const SECRET_MAX = 64;
export const TEXT_MAX = 255;
export const SECRET_TOO_LONG = 'This must be under 64 characters';
export const TEXT_TOO_LONG = 'This must be under 255 characters';
export const REQUIRED = 'This field is required';
/** The server accepts only an absolute http(s) URI without fragment (the exact redirect the flow follows). */
export const REDIRECT_INVALID = 'Please enter an absolute http or https URL without a # fragment';

export interface AuthClientFormValues {
  clientId: string;
  clientSecret: string;
  name: string;
  description: string;
  allowedRedirectTarget: string;
}

export function validRedirectTarget(target: string): boolean {
  if (target.includes('#')) return false;
  try {
    const url = new URL(target);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host !== '';
  } catch {
    return false;
  }
}

export interface AuthClientSchemaOptions {
  isNew: boolean;
  /** The stored redirect target: kept as it is, it is not checked again (the console's own is a path). */
  savedRedirectTarget?: string;
}

export function authClientSchema({ isNew, savedRedirectTarget }: AuthClientSchemaOptions) {
  const secret = yup.string().max(SECRET_MAX, SECRET_TOO_LONG);
  return yup.object({
    clientId: yup.string(),
    clientSecret: isNew ? secret.trim().required(REQUIRED) : secret,
    name: yup.string().trim().required(REQUIRED).max(TEXT_MAX, TEXT_TOO_LONG),
    description: yup.string().trim().required(REQUIRED).max(TEXT_MAX, TEXT_TOO_LONG),
    allowedRedirectTarget: yup
      .string()
      .trim()
      .max(TEXT_MAX, TEXT_TOO_LONG)
      .test('redirect', REDIRECT_INVALID, (value) => !value || value === savedRedirectTarget || validRedirectTarget(value)),
  });
}
