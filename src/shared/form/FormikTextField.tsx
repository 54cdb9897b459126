import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useField } from 'formik';

type FormikTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  name: string;
};

/** A TextField bound to one Formik field; its error shows once the field was touched. */
export function FormikTextField({ name, helperText, ...props }: FormikTextFieldProps) {
  const [field, meta] = useField<string>(name);
  const showError = Boolean(meta.touched && meta.error);
  return (
    <TextField
      {...props}
      {...field}
      id={props.id ?? `field-${name}`}
      value={field.value ?? ''}
      error={showError}
      helperText={showError ? meta.error : helperText}
    />
  );
}
