import type { TFunction } from 'i18next';
import { detailOf, fieldErrorsOf } from '../../../lib/api-client';
import { translateServerText } from '../../../lib/error-texts';

/** A refused admin call in the reader's language: the server's first text (the last-admin rule …), or the generic one. */
export function refusalText(t: TFunction, error: unknown): string {
  const text = detailOf(error) ?? Object.values(fieldErrorsOf(error)).flat()[0];
  return translateServerText(t, text) || t('errors:generic');
}
