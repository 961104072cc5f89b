import { describe, expect, it } from 'vitest';
import { messages } from '@mfi/contract/messages';
import { i18n } from '../lib/i18n';
import '../lib/error-texts';
import en from './en.json';
import mn from './mn.json';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function emptyKeys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return value.trim() ? [] : [prefix];
  return Object.entries(value as object).flatMap(([key, child]) => emptyKeys(child, prefix ? `${prefix}.${key}` : key));
}

describe('translations', () => {
  it('every key exists in both mn and en', () => {
    const mnKeys = keysOf(mn).sort();
    const enKeys = keysOf(en).sort();
    expect(enKeys.filter((key) => !mnKeys.includes(key))).toEqual([]);
    expect(mnKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
  });

  it('no text is empty', () => {
    expect(emptyKeys(mn)).toEqual([]);
    expect(emptyKeys(en)).toEqual([]);
  });

  it('the errors namespace holds every contract message in both languages', () => {
    for (const [key, text] of Object.entries(messages)) {
      expect(i18n.getResource('mn', 'errors', key)).toBe(text.mn);
      expect(i18n.getResource('en', 'errors', key)).toBe(text.en);
    }
  });
});
