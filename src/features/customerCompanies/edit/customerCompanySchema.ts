import * as yup from 'yup';

// SPEC gives customer companies no form of their own; the message follows SPEC section 5's wording
// for names, with this form's limit (the contract's maxLength).
export const NAME_MAX = 100;
export const NAME_REQUIRED = `This field is required. (Max ${NAME_MAX} Characters)`;

export interface CustomerCompanyFormValues {
  name: string;
}

export const customerCompanySchema = yup.object({
  name: yup.string().trim().required(NAME_REQUIRED).max(NAME_MAX, NAME_REQUIRED),
});
