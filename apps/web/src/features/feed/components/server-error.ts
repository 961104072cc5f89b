import type { TFunction } from 'i18next';
import { ApiError, detailOf, fieldErrorsOf, waitOf } from '../../../lib/api-client';
import { translateServerText } from '../../../lib/error-texts';

/**
 * What a refused post, comment, like or delete says: the rate limit with its wait (429), the block (403),
 * the length rules (400), in the reader's language (the server answers the spec's Mongolian texts); a text
 * the contract does not know is shown as it came.
 */
export function serverErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && error.status === 429) {
    return t('errors:rateLimited', { seconds: waitOf(error.body) ?? 60 });
  }
  const text = Object.values(fieldErrorsOf(error)).flat()[0] ?? detailOf(error);
  return text ? translateServerText(t, text) : t('errors:generic');
}
