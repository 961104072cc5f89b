import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, loadNamespaces } from '../../../lib/i18n';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { addEntry, moveEntry, removeEntry, type ListEntry } from './list-entries';
import { ListEditor } from './list-editor';
import { emptyListForm } from './list-form-values';

beforeAll(() => loadNamespaces('lists'));
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('mn');
});

const entry = (id: number): ListEntry => ({
  id,
  international_title: `T${id}`,
  mongol_title: '',
  poster: null,
  description: '',
});

const movies = [
  {
    id: 7,
    movie_poster: null,
    international_title: 'Tsogt Taij',
    mongol_title: 'Цогт тайж',
    slug: 'tsogt-taij',
    year: 1945,
  },
  {
    id: 8,
    movie_poster: null,
    international_title: 'The Cave of the Yellow Dog',
    mongol_title: '',
    slug: 'yellow-dog',
    year: 2005,
  },
];

function renderEditor(onSubmit = vi.fn()) {
  vi.stubGlobal('fetch', vi.fn(stubFetch({ '/api/movie/api-search-movie-list/': { body: { movie_list: movies } } })));
  renderWithProviders(
    <ListEditor
      kind="movie"
      heading="Киноны жагсаалт үүсгэх"
      defaultValues={emptyListForm()}
      submitting={false}
      outcome={null}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

/** Searches, picks the option named `name`, describes it and presses Add. */
async function addByPicker(name: RegExp, description = '') {
  const search = screen.getByRole('combobox', { name: /Кино хайх|Search movies/ });
  act(() => search.focus());
  fireEvent.change(search, { target: { value: 'цогт' } });
  const option = await screen.findByRole('option', { name }, { timeout: 3000 });
  if (option.getAttribute('aria-disabled') === 'true') return false;
  fireEvent.click(option);
  fireEvent.change(screen.getByRole('textbox', { name: /^(Тайлбар|Description)$/ }), {
    target: { value: description },
  });
  fireEvent.click(screen.getByRole('button', { name: /^(Нэмэх|Add)$/ }));
  return true;
}

const saveButtons = () => screen.getAllByRole('button', { name: 'Хадгалах' });
const rows = () => within(screen.getByTestId('list-entries')).getAllByTestId('list-entry');

describe('the list editor’s rules', () => {
  it('adds a title only once, and leaves the list as it was', () => {
    const list = [entry(1), entry(2)];
    expect(addEntry(list, entry(3)).map((e) => e.id)).toEqual([1, 2, 3]);
    expect(addEntry(list, { ...entry(2), description: 'again' })).toBe(list);
  });

  it('moves a dragged title to where it is dropped, and removes one', () => {
    const list = [entry(1), entry(2), entry(3), entry(4)];
    expect(moveEntry(list, 0, 2).map((e) => e.id)).toEqual([2, 3, 1, 4]);
    expect(moveEntry(list, 3, 0).map((e) => e.id)).toEqual([4, 1, 2, 3]);
    expect(moveEntry(list, 1, 9)).toBe(list);
    expect(removeEntry(list, 3).map((e) => e.id)).toEqual([1, 2, 4]);
  });

  it('adds a picked title with its description, clears the picker, and offers the title again only disabled', async () => {
    renderEditor();
    expect(await addByPicker(/Цогт тайж/, 'Сонгодог')).toBe(true);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]).getByRole('textbox')).toHaveProperty('value', 'Сонгодог');
    // The selection, the search and the description are cleared after adding.
    expect(screen.getByRole('combobox', { name: /Кино хайх/ })).toHaveProperty('value', '');
    expect(screen.getByRole('textbox', { name: 'Тайлбар' })).toHaveProperty('value', '');
    expect(screen.getByRole('button', { name: 'Нэмэх' })).toHaveProperty('disabled', true);
    // The same title cannot be added a second time.
    expect(await addByPicker(/Цогт тайж/)).toBe(false);
    expect(rows()).toHaveLength(1);
    expect(screen.getByTestId('list-count').textContent).toBe('1 / 250 кино');
  });

  it('keeps Save disabled until the name has 3 to 50 characters and the list a title', async () => {
    const onSubmit = renderEditor();
    const name = screen.getByRole('textbox', { name: /Жагсаалтын нэр/ });
    for (const button of saveButtons()) expect(button).toHaveProperty('disabled', true);

    fireEvent.change(name, { target: { value: 'Шилдэг' } });
    fireEvent.blur(name);
    // A valid name alone is not enough: the list is empty.
    await waitFor(() => expect(saveButtons()[0]).toHaveProperty('disabled', true));

    await addByPicker(/Цогт тайж/);
    await waitFor(() => expect(saveButtons()[0]).toHaveProperty('disabled', false));

    fireEvent.change(name, { target: { value: 'аб' } });
    expect(await screen.findByText('Хамгийн багадаа 3 тэмдэгт, хамгийн ихдээ 50 тэмдэгт')).toBeTruthy();
    await waitFor(() => expect(saveButtons()[0]).toHaveProperty('disabled', true));
    fireEvent.change(name, { target: { value: '' } });
    expect(await screen.findByText('Та заавал бөглөнө үү!')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'x'.repeat(51) } });
    await waitFor(() => expect(saveButtons()[0]).toHaveProperty('disabled', true));

    fireEvent.change(name, { target: { value: '  Монгол сонгодог  ' } });
    await waitFor(() => expect(saveButtons()[0]).toHaveProperty('disabled', false));
    fireEvent.click(saveButtons()[0]);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      movieListName: 'Монгол сонгодог',
      movieList: [{ id: 7, description: '' }],
      checkTopList: false,
    });
  });

  it('removes a title from the list', async () => {
    renderEditor();
    await addByPicker(/Цогт тайж/);
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Цогт тайж-г хасах' }));
    expect(screen.queryByTestId('list-entries')).toBeNull();
    expect(screen.getByText(/Жагсаалтад кино алга/)).toBeTruthy();
  });

  it('offers and lists a title by its Mongolian title in Mongolian, by its international one in English', async () => {
    renderEditor();
    const search = screen.getByRole('combobox', { name: /Кино хайх/ });
    act(() => search.focus());
    fireEvent.change(search, { target: { value: 'цогт' } });
    const options = async () =>
      (await screen.findAllByRole('option', {}, { timeout: 3000 })).map((option) => option.textContent);
    // A title with no Mongolian one shows its international title.
    await waitFor(async () =>
      expect(await options()).toEqual(['Цогт тайж (1945)', 'The Cave of the Yellow Dog (2005)']),
    );

    await act(() => i18n.changeLanguage('en'));
    expect(await addByPicker(/^Tsogt Taij/)).toBe(true);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]).getAllByText('Tsogt Taij').length).toBeGreaterThan(0);
    await act(() => i18n.changeLanguage('mn'));
    expect(within(rows()[0]).getAllByText('Цогт тайж').length).toBeGreaterThan(0);
    expect(within(rows()[0]).queryAllByText('Tsogt Taij')).toHaveLength(0);
    expect(within(rows()[0]).getByRole('button', { name: 'Цогт тайж-г хасах' })).toBeTruthy();
  });
});
