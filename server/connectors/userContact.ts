/** The fields every shape of a user shares: the form's input, a CSV row, what applications receive. */
export interface UserContact {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  deskPhone: string | null;
  mobilePhone: string | null;
  active: boolean;
}
