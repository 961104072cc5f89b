import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadNamespaces } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { inReaderLanguage, PlotText } from './plot-text';

beforeAll(() => loadNamespaces('serials'));
afterEach(() => i18n.changeLanguage('mn'));

describe('a plot in the reader’s language', () => {
  it('picks the reader’s language, falls back to the other one marked as such, and gives nothing for two blanks', () => {
    const both = { mn: 'Монгол агуулга.', en: 'English plot.' };
    expect(inReaderLanguage('mn', both)).toEqual({ text: 'Монгол агуулга.', lang: 'mn', onlyOther: false });
    expect(inReaderLanguage('en', both)).toEqual({ text: 'English plot.', lang: 'en', onlyOther: false });
    expect(inReaderLanguage('mn', { mn: ' ', en: 'English plot.' })).toEqual({
      text: 'English plot.',
      lang: 'en',
      onlyOther: true,
    });
    expect(inReaderLanguage('en', { mn: 'Монгол агуулга.', en: '' })).toEqual({
      text: 'Монгол агуулга.',
      lang: 'mn',
      onlyOther: true,
    });
    expect(inReaderLanguage('en', { mn: '', en: '' })).toBeNull();
  });

  it('shows the Mongolian plot in Mongolian, with no "English" label', async () => {
    await i18n.changeLanguage('mn');
    renderWithProviders(<PlotText plot="Номин анхны жижүүрээ хийнэ." enPlot="Nomin works her first night shift." />);
    expect(screen.getByText('Номин анхны жижүүрээ хийнэ.').getAttribute('lang')).toBe('mn');
    expect(screen.queryByText('Nomin works her first night shift.')).toBeNull();
    expect(screen.queryByText(/English/)).toBeNull();
  });

  it('says in Mongolian when only the English plot exists', async () => {
    await i18n.changeLanguage('mn');
    renderWithProviders(<PlotText plot="" enPlot="Breaking Bad, season 1, episode 1." />);
    expect(screen.getByTestId('plot-language-note').textContent).toBe(
      'Монгол агуулга оруулаагүй тул англиар харуулж байна.',
    );
    expect(screen.getByText('Breaking Bad, season 1, episode 1.').getAttribute('lang')).toBe('en');
  });

  it('shows the English plot in English, and says in English when only the Mongolian one exists', async () => {
    await i18n.changeLanguage('en');
    const { unmount } = renderWithProviders(<PlotText plot="Монгол агуулга." enPlot="English plot." />);
    expect(screen.getByText('English plot.')).toBeTruthy();
    expect(screen.queryByText('Монгол агуулга.')).toBeNull();
    unmount();
    renderWithProviders(<PlotText plot="Хилийн застав." enPlot="" emptyText="No plot yet." />);
    expect(screen.getByTestId('plot-language-note').textContent).toBe('No English plot yet; shown in Mongolian.');
    expect(screen.getByText('Хилийн застав.').getAttribute('lang')).toBe('mn');
  });

  it('says there is no plot when neither was entered, if asked to', async () => {
    renderWithProviders(<PlotText plot="" enPlot="" emptyText="Агуулга оруулаагүй байна." />);
    expect(screen.getByText('Агуулга оруулаагүй байна.')).toBeTruthy();
  });
});
