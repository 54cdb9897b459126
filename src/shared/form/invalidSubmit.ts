import { useEffect, useRef } from 'react';
import { useFormikContext, type FormikErrors, type FormikHelpers } from 'formik';

const PASSED_VALIDATION = 'passedValidation';

/** Call first in Formik's onSubmit: this press of submit passed validation. */
export function markSubmitPassed<Values>(helpers: FormikHelpers<Values>) {
  helpers.setStatus(PASSED_VALIDATION);
}

/**
 * Runs onInvalid after each press of submit that Formik's own validation stopped, with the errors
 * it found. Formik calls onSubmit only with valid values and has no callback for the other case;
 * an onSubmit that began with markSubmitPassed is told apart from a stopped one by the status.
 */
export function useInvalidSubmit<Values>(onInvalid: (errors: FormikErrors<Values>) => void) {
  const { submitCount, isSubmitting, status, errors, setStatus } = useFormikContext<Values>();
  const handled = useRef(submitCount);
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    if (status === PASSED_VALIDATION) setStatus(undefined);
    else onInvalid(errors);
  }, [submitCount, isSubmitting, status, errors, setStatus, onInvalid]);
}
