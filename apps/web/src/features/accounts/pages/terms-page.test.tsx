import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadNamespaces } from '../../../lib/i18n';
import { renderRoutes } from '../../../test/render';
import { TermsPage } from './terms-page';

beforeAll(() => loadNamespaces('accounts'));
afterEach(() => i18n.changeLanguage('mn'));

const render = () => renderRoutes([{ path: '/terms', element: <TermsPage /> }], '/terms');

describe('TermsPage', () => {
  it('covers accounts, reviews, content rules, personal data and contact, in Mongolian', () => {
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Үйлчилгээний нөхцөл' })).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      '1. Бүртгэл',
      '2. Үнэлгээ ба шүүмж',
      '3. Агуулгын дүрэм',
      '4. Оюуны өмч',
      '5. Хувийн мэдээлэл',
      '6. Нөхцөлийн өөрчлөлт',
      '7. Холбоо барих',
    ]);
    expect(screen.getByRole('link', { name: 'info@mfi.mn' }).getAttribute('href')).toBe('mailto:info@mfi.mn');
  });

  it('reads in English', async () => {
    await i18n.changeLanguage('en');
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '5. Personal data' })).toBeTruthy();
  });
});
