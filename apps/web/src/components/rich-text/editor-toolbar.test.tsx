import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadNamespaces } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { RichTextEditor } from './rich-text-editor';

beforeAll(async () => {
  // jsdom has no layout, and ProseMirror scrolls the caret into view.
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  Element.prototype.getClientRects = noRects;
  await loadNamespaces('journals');
});
afterEach(() => i18n.changeLanguage('mn'));

const toolbarButtonNames = () => {
  renderWithProviders(
    <RichTextEditor label="Агуулга" initialHtml="<p>Эхлэл</p>" onChange={() => {}} onBlur={() => {}} testId="editor" />,
  );
  const toolbar = screen.getByRole('toolbar');
  return within(toolbar)
    .getAllByRole('button')
    .map((b) => b.getAttribute('aria-label') ?? '');
};

describe('the rich-text toolbar', () => {
  it('names every button in Mongolian, undo and redo included, never by its raw key', () => {
    const names = toolbarButtonNames();
    expect(names).toEqual(expect.arrayContaining(['Буцаах', 'Дахин хийх']));
    expect(names.filter((n) => n === '' || /\beditor\./.test(n))).toEqual([]);
  });

  it('names them in English too', async () => {
    await i18n.changeLanguage('en');
    const names = toolbarButtonNames();
    expect(names).toEqual(expect.arrayContaining(['Undo', 'Redo']));
    expect(names.filter((n) => n === '' || /\beditor\./.test(n))).toEqual([]);
  });
});
