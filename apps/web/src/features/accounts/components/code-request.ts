import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSubmitErrors } from '../../../lib/form';
import { showSnack } from '../../../lib/snackbar';

/**
 * Sends a form that asks for a new activation code (reactivation, phone change; part 1 section 6): a true
 * status means the code is on its way (`onSent`, with the values sent); a 400's field texts go under their
 * fields and the rest above the form. `handled` may take an error first (it answers true when it did).
 */
export function useCodeRequest<T extends FieldValues>({
  setError,
  fieldMap,
  send,
  onSent,
  handled,
}: {
  setError: UseFormSetError<T>;
  fieldMap: Partial<Record<string, Path<T>>>;
  send(values: T): Promise<{ status: boolean }>;
  onSent(values: T): void;
  handled?(error: unknown): boolean;
}) {
  const { t } = useTranslation('accounts');
  const errors = useSubmitErrors(setError, fieldMap, t('errors:generic'));
  const submit = async (values: T) => {
    errors.set([]);
    try {
      const result = await send(values);
      if (!result.status) return errors.set([t('errors:generic')]);
      showSnack(t('errors:codeSent'));
      onSent(values);
    } catch (error) {
      if (!handled?.(error)) errors.fail(error);
    }
  };
  return { errors: errors.texts, submit };
}
