import type { TFunction } from 'i18next';
import { messages, type MessageKey } from '@mfi/contract/messages';
import { ApiError, detailOf, fieldErrorsOf } from '../../../lib/api-client';

const keyOfMongolian = new Map<string, MessageKey>(
  Object.entries(messages).map(([key, text]) => [text.mn, key as MessageKey]),
);

/** A contract message the server sent in Mongolian, as its key (translated where shown); any other text as is. */
const asKey = (text: string) => keyOfMongolian.get(text) ?? text;

/**
 * A refused call's text in the reader's language: the server answers the contract's Mongolian sentence
 * ("this member has blocked you"), shown in English from the same message key; any other text as it came,
 * and the generic error when the answer held none.
 */
export function serverMessage(t: TFunction, error: unknown): string {
  const text = detailOf(error) ?? Object.values(fieldErrorsOf(error)).flat()[0];
  if (!text) return t('errors:generic');
  const key = keyOfMongolian.get(text);
  return key ? t(`errors:${key}`) : text;
}

/** A 400's field texts as message keys, so the form shows them in the reader's language. */
export function withMessageKeys(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const fields = fieldErrorsOf(error);
  if (Object.keys(fields).length === 0) return error;
  return new ApiError(
    error.status,
    Object.fromEntries(Object.entries(fields).map(([field, texts]) => [field, texts.map(asKey)])),
  );
}
