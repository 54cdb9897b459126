import { yupToFormErrors, type FormikErrors } from 'formik';
import { ValidationError, type Schema } from 'yup';

/** The schema's errors for values, known before the first render: a new record's submit starts disabled. */
export function schemaErrors<Values>(schema: Schema, values: Values): FormikErrors<Values> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return yupToFormErrors<Values>(error);
    throw error;
  }
}
