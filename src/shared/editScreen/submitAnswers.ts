import { createContext, useContext } from 'react';

/** Which presses of Create/Update the edit form answers itself rather than leaving the button off. */
export interface SubmitAnswers {
  /** A press that validation stopped (its "check the form" warning): the button stays on while invalid. */
  invalid: boolean;
  /** A press while a save runs (its "wait" warning): the button stays on while saving. */
  whileSaving: boolean;
}

export const SubmitAnswersContext = createContext<SubmitAnswers>({ invalid: false, whileSaving: false });

export const useSubmitAnswers = () => useContext(SubmitAnswersContext);
