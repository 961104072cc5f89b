import { describe, expect, it } from 'vitest';
import { i18n, loadNamespaces } from '../../../lib/i18n';
import { numberedTitle } from './numbered-title';

describe('numberedTitle', () => {
  it('names a season once when its name is only its number', async () => {
    await loadNamespaces('serials');
    await i18n.changeLanguage('mn');
    expect(numberedTitle(i18n.t, 'season', 1, '1-р улирал')).toBe('1-р улирал');
    expect(numberedTitle(i18n.t, 'season', 2, '')).toBe('2-р улирал');
    expect(numberedTitle(i18n.t, 'episode', 14, '14-р анги')).toBe('14-р анги');
    expect(numberedTitle(i18n.t, 'episode', 9, 'Baelor')).toBe('9-р анги: Baelor');
  });

  it('calls a season «улирал» in Mongolian, and reads a name stored as «бүлэг» as its number alone', async () => {
    await loadNamespaces('serials');
    await i18n.changeLanguage('mn');
    expect(numberedTitle(i18n.t, 'season', 3, '3-р бүлэг')).toBe('3-р улирал');
    expect(numberedTitle(i18n.t, 'season', 3, 'Хавар')).toBe('3-р улирал: Хавар');
    await i18n.changeLanguage('en');
    expect(numberedTitle(i18n.t, 'season', 3, '3-р улирал')).toBe('Season 3');
  });
});
