import { useFormikContext, type FormikErrors } from 'formik';
import { useEffect, useRef, type RefObject } from 'react';

interface StoppedSubmitWatcherProps<Values> {
  /** How many presses reached the form's onSubmit (counted there). */
  passed: RefObject<number>;
  onStopped: (errors: FormikErrors<Values>) => void;
}

/**
 * Formik calls onSubmit only with valid values and has no callback for a press its validation
 * stopped. Once a press has run its course (Formik no longer submitting), the presses that did
 * not reach onSubmit were stopped: counting both tells them apart even while an earlier save runs.
 */
export function StoppedSubmitWatcher<Values>({ passed, onStopped }: StoppedSubmitWatcherProps<Values>) {
  const { submitCount, isSubmitting, errors } = useFormikContext<Values>();
  const handled = useRef({ pressed: submitCount, passed: passed.current });
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current.pressed) return;
    const stopped = submitCount - handled.current.pressed > passed.current - handled.current.passed;
    handled.current = { pressed: submitCount, passed: passed.current };
    if (stopped) onStopped(errors);
  }, [submitCount, isSubmitting, errors, passed, onStopped]);
  return null;
}
