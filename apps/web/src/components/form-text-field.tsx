import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateError } from '../lib/error-texts';

type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur'> & {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's output type does not matter here
  control: Control<T, any, any>;
  name: Path<T>;
};

/** An MUI text field bound to react-hook-form; a schema error key is shown translated under the field. */
export function FormTextField<T extends FieldValues>({ control, name, helperText, ...props }: FormTextFieldProps<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const { ref, value, ...fieldProps } = field;
  return (
    <TextField
      fullWidth
      {...props}
      {...fieldProps}
      value={value ?? ''}
      inputRef={ref}
      error={fieldState.invalid}
      helperText={fieldState.error ? translateError(t, fieldState.error.message) : helperText}
    />
  );
}
