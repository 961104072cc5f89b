import type { TFunction } from 'i18next';
import { ApiError, detailOf, fieldErrorsOf } from '../../../lib/api-client';
import { messageKeyOf, translateServerText } from '../../../lib/error-texts';

/**
 * A refused call's text in the reader's language: the server answers the contract's Mongolian sentence
 * ("this member has blocked you"), shown in English from the same message key; any other text as it came,
 * and the generic error when the answer held none.
 */
export function serverMessage(t: TFunction, error: unknown): string {
  const text = detailOf(error) ?? Object.values(fieldErrorsOf(error)).flat()[0];
  return text ? translateServerText(t, text) : t('errors:generic');
}

/** A 400's field texts as message keys, so the form shows them in the reader's language. */
export function withMessageKeys(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const fields = fieldErrorsOf(error);
  if (Object.keys(fields).length === 0) return error;
  return new ApiError(
    error.status,
    Object.fromEntries(Object.entries(fields).map(([field, texts]) => [field, texts.map(messageKeyOf)])),
  );
}
