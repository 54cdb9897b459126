import * as yup from 'yup';

// SPEC section 5 "Application form", word for word.
export const REQUIRED_MAX_255 = 'This field is required. (Max 255 Characters)';
export const REQUIRED = 'This field is required';

const MAX = 255;

export interface ApplicationFormRules {
  /** The built-in User Profile application has no connector: its settings are optional. */
  builtIn: boolean;
  /** A password is stored: leaving the field empty keeps it. */
  dataPasswordSet: boolean;
  apiPasswordSet: boolean;
}

const requiredText = () => yup.string().trim().required(REQUIRED_MAX_255).max(MAX, REQUIRED_MAX_255);
const optionalText = () => yup.string().max(MAX, REQUIRED_MAX_255);
const setting = (rules: ApplicationFormRules) => (rules.builtIn ? optionalText() : requiredText());
const password = (rules: ApplicationFormRules, stored: boolean) => (rules.builtIn || stored ? optionalText() : requiredText());

const member = yup.object({
  uuid: yup.string().required(REQUIRED),
  name: yup.string().required(REQUIRED),
  minimumRole: yup.string().required(REQUIRED),
});

/** The application form's schema: SPEC section 5's rules with its messages. */
export function applicationFormSchema(rules: ApplicationFormRules) {
  return yup.object({
    name: requiredText(),
    dataUrl: setting(rules),
    dataDriverName: setting(rules),
    dataUsername: setting(rules),
    dataPassword: password(rules, rules.dataPasswordSet),
    apiHost: setting(rules),
    apiAuthType: rules.builtIn
      ? yup.string().oneOf(['', 'HTTP_BASIC', 'OAUTH2'], REQUIRED)
      : yup.string().oneOf(['HTTP_BASIC', 'OAUTH2'], REQUIRED).required(REQUIRED),
    apiUsername: setting(rules),
    apiPassword: password(rules, rules.apiPasswordSet),
    roles: yup.array().of(member),
    elements: yup.array().of(member),
  });
}
