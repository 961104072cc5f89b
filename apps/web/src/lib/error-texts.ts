import type { TFunction } from 'i18next';
import { isMessageKey, messages } from '@mfi/contract/messages';
import { i18n } from './i18n';

// The contract's texts as the `errors` namespace, added when the first form or feature page loads this module:
// they grow with every domain, so they stay out of the home page's first load.
for (const language of ['mn', 'en'] as const) {
  if (!i18n.hasResourceBundle(language, 'errors')) {
    const texts = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, text[language]]));
    i18n.addResourceBundle(language, 'errors', texts);
  }
}

/**
 * A form or server error text in the current language: a contract message key is translated, any other
 * text (a server's own Mongolian sentence) is shown as it came.
 */
export function translateError(t: TFunction, text: string | undefined, values?: Record<string, unknown>): string {
  if (!text) return '';
  return isMessageKey(text) ? t(`errors:${text}`, { ...values, defaultValue: text }) : text;
}

const keyOfMongolian = new Map<string, string>(Object.entries(messages).map(([key, text]) => [text.mn, key]));

/** The contract's key of a Mongolian sentence the server sent, or the text as it came. */
export const messageKeyOf = (text: string) => keyOfMongolian.get(text) ?? text;

/**
 * A server's text in the reader's language: the server answers the contract's Mongolian sentences, read back
 * here to their key; any other text is shown as it came.
 */
export function translateServerText(t: TFunction, text: string | undefined): string {
  return translateError(t, text && messageKeyOf(text));
}
