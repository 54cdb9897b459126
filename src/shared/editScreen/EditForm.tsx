import { Formik, validateYupSchema, yupToFormErrors, type FormikErrors, type FormikHelpers, type FormikValues } from 'formik';
import { useCallback, useRef, type ReactNode } from 'react';
import { ValidationError, type Schema } from 'yup';
import { FormikUnsavedChangesGuard } from '../form/UnsavedChangesGuard';
import { schemaErrors } from './schemaErrors';
import { StoppedSubmitWatcher } from './StoppedSubmitWatcher';
import { SubmitAnswersContext } from './submitAnswers';

export type FieldErrors = Readonly<Partial<Record<string, string>>>;

interface EditFormProps<Values extends FormikValues> {
  initialValues: Values;
  /** The entity's schema, or the schema for the values (rules that depend on what is chosen). */
  schema: Schema | ((values: Values) => Schema);
  /** Runs on Formik's own submit, with valid values only; the server's field errors it returns go under their fields. */
  onSubmit: (values: Values) => Promise<FieldErrors | undefined>;
  /** A press that validation stopped, with the errors it found. Given, Create/Update stays on while the form is invalid. */
  onInvalidSubmit?: (errors: FormikErrors<Values>) => void;
  /** A press while the save runs (valid or not): it saves nothing. Given, Create/Update stays on while saving. */
  onSubmitWhileSaving?: () => void;
  /** The initial values are themselves unsaved (a draft kept through a login): leaving asks. */
  unsaved?: boolean;
  /** New initial values (a reloaded record under the same key) reset the form. */
  enableReinitialize?: boolean;
  /** The form and its buttons, reading Formik's context. */
  children: ReactNode;
}

/**
 * Every edit screen's Formik: validated by the entity's schema with its errors known from the
 * first render, submitted through Formik's onSubmit, and guarded against leaving unsaved changes.
 */
export function EditForm<Values extends FormikValues>({
  initialValues,
  schema,
  onSubmit,
  onInvalidSubmit,
  onSubmitWhileSaving,
  unsaved = false,
  enableReinitialize = false,
  children,
}: EditFormProps<Values>) {
  const schemaFor = (values: Values) => (typeof schema === 'function' ? schema(values) : schema);
  const passed = useRef(0);
  const saving = useRef(false);

  const validate = async (values: Values): Promise<FormikErrors<Values>> => {
    try {
      await validateYupSchema(values, schemaFor(values));
      return {};
    } catch (error) {
      if (error instanceof ValidationError) return yupToFormErrors<Values>(error);
      throw error;
    }
  };
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    passed.current += 1;
    if (saving.current && onSubmitWhileSaving) return onSubmitWhileSaving();
    saving.current = true;
    const errors = await onSubmit(values).finally(() => {
      saving.current = false;
    });
    for (const [field, message] of Object.entries(errors ?? {})) {
      if (!message) continue;
      void helpers.setFieldTouched(field, true, false);
      helpers.setFieldError(field, message);
    }
  };
  const stopped = useCallback(
    (errors: FormikErrors<Values>) => {
      if (saving.current && onSubmitWhileSaving) onSubmitWhileSaving();
      else onInvalidSubmit?.(errors);
    },
    [onInvalidSubmit, onSubmitWhileSaving],
  );

  return (
    <Formik
      initialValues={initialValues}
      initialErrors={schemaErrors(schemaFor(initialValues), initialValues)}
      validate={validate}
      enableReinitialize={enableReinitialize}
      onSubmit={submit}
    >
      <SubmitAnswersContext.Provider value={{ invalid: Boolean(onInvalidSubmit), whileSaving: Boolean(onSubmitWhileSaving) }}>
        {children}
        {(onInvalidSubmit || onSubmitWhileSaving) && <StoppedSubmitWatcher passed={passed} onStopped={stopped} />}
        <FormikUnsavedChangesGuard unsaved={unsaved} />
      </SubmitAnswersContext.Provider>
    </Formik>
  );
}
