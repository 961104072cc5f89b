import { describe, expect, it } from 'vitest';
import { i18n, loadNamespaces } from '../../../lib/i18n';
import { numberedTitle } from './numbered-title';

describe('numberedTitle', () => {
  it('names a season once when its name is only its number', async () => {
    await loadNamespaces('serials');
    await i18n.changeLanguage('mn');
    expect(numberedTitle(i18n.t, 'season', 1, '1-р бүлэг')).toBe('1-р бүлэг');
    expect(numberedTitle(i18n.t, 'season', 2, '')).toBe('2-р бүлэг');
    expect(numberedTitle(i18n.t, 'episode', 14, '14-р анги')).toBe('14-р анги');
    expect(numberedTitle(i18n.t, 'episode', 9, 'Baelor')).toBe('9-р анги: Baelor');
  });
});
