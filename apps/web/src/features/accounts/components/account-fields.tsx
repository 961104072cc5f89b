import type { Control, FieldValues, Path } from 'react-hook-form';
import { USERNAME_MAX } from '@mfi/contract/limits';
import { FormTextField } from '../../../components/form-text-field';

// The account forms' fields (part 1 sections 5-7), each typed and filled in by the browser the same way on
// every form that asks for it.

interface FieldProps<T extends FieldValues> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's output type does not matter here
  control: Control<T, any, any>;
  name: Path<T>;
  label: string;
}

/** The username, first on its form; no capitals or spelling fixes forced on it by a phone keyboard. */
export function UsernameField<T extends FieldValues>({ limit, ...props }: FieldProps<T> & { limit?: boolean }) {
  return (
    <FormTextField
      {...props}
      autoComplete="username"
      autoFocus
      slotProps={{
        htmlInput: { autoCapitalize: 'none', spellCheck: false, ...(limit && { maxLength: USERNAME_MAX }) },
      }}
    />
  );
}

/** A password box: the current password, or a new one (with its hint under the first box). */
export function PasswordField<T extends FieldValues>({
  isNew,
  ...props
}: FieldProps<T> & { isNew?: boolean; helperText?: string; autoFocus?: boolean }) {
  return <FormTextField {...props} type="password" autoComplete={isNew ? 'new-password' : 'current-password'} />;
}

/** An eight-digit Mongolian phone number on a numeric keyboard. */
export function PhoneField<T extends FieldValues>(props: FieldProps<T> & { autoComplete?: string }) {
  return <FormTextField {...props} type="tel" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8 } }} />;
}

/** Who the member is: username and current password (login, reactivation, phone change). */
export function CredentialFields<T extends FieldValues>({
  control,
  labels,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's output type does not matter here
  control: Control<T, any, any>;
  labels: { username: string; password: string };
}) {
  return (
    <>
      <UsernameField control={control} name={'username' as Path<T>} label={labels.username} />
      <PasswordField control={control} name={'password' as Path<T>} label={labels.password} />
    </>
  );
}
