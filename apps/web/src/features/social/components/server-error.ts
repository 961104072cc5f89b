import type { TFunction } from 'i18next';
import { messages, type MessageKey } from '@mfi/contract/messages';
import { ApiError, detailOf, fieldErrorsOf, waitOf } from '../../../lib/api-client';

// The server answers the spec's Mongolian texts ({body: [text]}, {detail: text}); the reader sees them in
// their language, read back to the contract's key. Texts with placeholders are matched by their wait.
const keyOfMongolian = new Map(
  (Object.entries(messages) as [MessageKey, { mn: string }][])
    .filter(([, text]) => !text.mn.includes('{{'))
    .map(([key, text]) => [text.mn, key]),
);

/**
 * What a refused post, comment, like or delete says: the rate limit with its wait (429), the block (403),
 * the length rules (400), in the reader's language; a text the contract does not know is shown as it came.
 */
export function serverErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && error.status === 429) {
    return t('errors:rateLimited', { seconds: waitOf(error.body) ?? 60 });
  }
  const text = Object.values(fieldErrorsOf(error)).flat()[0] ?? detailOf(error);
  if (!text) return t('errors:generic');
  const key = keyOfMongolian.get(text);
  return key ? t(`errors:${key}`) : text;
}
