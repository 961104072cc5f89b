import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadNamespaces } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { ChangeList } from './change-list';

// The history's diff (issue 25 item 2): a list's rows come named by the server, shown in the reader's language.

const crew = {
  field: 'crew',
  before: [{ label: 'Бат · Найруулагч', label_en: 'Bat · Director' }],
  after: [
    { label: 'Бат · Найруулагч', label_en: 'Bat · Director' },
    { label: 'Дорж · Зохиолч', label_en: 'Dorj · Writer' },
  ],
};

beforeAll(() => loadNamespaces('admin'));
afterEach(() => i18n.changeLanguage('mn'));

describe('the change list', () => {
  it('shows a list’s rows by their names, in Mongolian, marked as Mongolian text', () => {
    renderWithProviders(<ChangeList changes={[crew]} />);
    const after = screen.getByText('Бат · Найруулагч; Дорж · Зохиолч');
    expect(after.getAttribute('lang')).toBe('mn');
  });

  it('shows the English names in English', async () => {
    await i18n.changeLanguage('en');
    renderWithProviders(<ChangeList changes={[crew]} />);
    expect(screen.getByText('Bat · Director; Dorj · Writer')).toBeTruthy();
  });
});
