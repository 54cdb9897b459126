import { Formik, type FormikHelpers, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import type { Schema } from 'yup';
import { FormikUnsavedChangesGuard } from '../form/UnsavedChangesGuard';
import { schemaErrors } from './schemaErrors';

export type FieldErrors = Readonly<Partial<Record<string, string>>>;

interface EditFormProps<Values extends FormikValues> {
  initialValues: Values;
  schema: Schema;
  /** Runs on Formik's own submit, with valid values only; the server's field errors it returns go under their fields. */
  onSubmit: (values: Values) => Promise<FieldErrors | undefined>;
  /** The form and its buttons, reading Formik's context. */
  children: ReactNode;
}

/**
 * Every edit screen's Formik: validated by the entity's schema with its errors known from the
 * first render, submitted through Formik's onSubmit, and guarded against leaving unsaved changes.
 */
export function EditForm<Values extends FormikValues>({ initialValues, schema, onSubmit, children }: EditFormProps<Values>) {
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const errors = await onSubmit(values);
    for (const [field, message] of Object.entries(errors ?? {})) {
      if (!message) continue;
      void helpers.setFieldTouched(field, true, false);
      helpers.setFieldError(field, message);
    }
  };
  return (
    <Formik initialValues={initialValues} initialErrors={schemaErrors(schema, initialValues)} validationSchema={schema} onSubmit={submit}>
      <>
        {children}
        <FormikUnsavedChangesGuard />
      </>
    </Formik>
  );
}
