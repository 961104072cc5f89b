import TextField from '@mui/material/TextField';
import type { KeyboardEvent } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CODE_LENGTH } from '@mfi/contract/limits';
import { translateError } from '../../../lib/error-texts';

/** Blocks any printable key that is not a digit (part 1 section 5: numeric keystrokes only). */
export function blockNonDigitKey(event: KeyboardEvent<HTMLElement>): void {
  if (event.ctrlKey || event.metaKey || event.altKey) return; // keep copy, paste, select-all
  if (event.key.length === 1 && !/^\d$/.test(event.key)) event.preventDefault();
}

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

/** The 6-digit activation code field, bound to the form's `code`. */
export function CodeInput({
  control,
  autoFocus,
}: {
  control: Control<{ code: string; phone: string }>;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('accounts');
  const { field, fieldState } = useController({ control, name: 'code' });
  return (
    <TextField
      fullWidth
      autoFocus={autoFocus}
      label={t('code.label')}
      name={field.name}
      value={field.value}
      inputRef={field.ref}
      onBlur={field.onBlur}
      onKeyDown={blockNonDigitKey}
      onChange={(event) => field.onChange(digitsOnly(event.target.value))}
      error={fieldState.invalid && fieldState.isTouched}
      helperText={fieldState.isTouched && fieldState.error ? translateError(t, fieldState.error.message) : ' '}
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          pattern: '[0-9]*',
          maxLength: CODE_LENGTH,
          autoComplete: 'one-time-code',
          style: { letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums' },
        },
      }}
    />
  );
}
