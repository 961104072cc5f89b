import { describe, expect, it } from 'vitest';
import { emptyMovieForm, movieFormData, movieFormResolver, type MovieFormValues } from './movie-form-values';

const filled = (patch: Partial<MovieFormValues> = {}): MovieFormValues => ({
  ...emptyMovieForm(),
  poster: new Blob(['p'], { type: 'image/jpeg' }),
  background: new Blob(['b'], { type: 'image/jpeg' }),
  languages: [1],
  m_title: 'Цогт тайж',
  i_title: 'Tsogt Taij',
  o_title: 'Цогт тайж',
  category: '1',
  format: '1',
  genres: [3],
  year: '1945',
  countries: [2],
  rating: '2',
  runtime: '100',
  tags: [{ id: 4, label: 'түүх' }, { label: 'шинэ шошго' }],
  plot: 'Агуулга',
  en_plot: 'Plot',
  artists: [{ person: { id: 7, name: 'A', photo: null }, jobs: [1, 6] }],
  roles: [{ person: { id: 8, name: 'B', photo: null }, role: 'Цогт' }],
  ...patch,
});

const resolve = (values: MovieFormValues, mode: Parameters<typeof movieFormResolver>[0] = { kind: 'create' }) =>
  movieFormResolver(mode)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the movie form rules (part 2 section 5)', () => {
  it('accepts a complete form', async () => {
    expect((await resolve(filled())).errors).toEqual({});
  });

  it('requires poster, scene image and tags on create only', async () => {
    const values = filled({ poster: null, background: null, tags: [] });
    const create = (await resolve(values)).errors;
    expect(create.poster?.message).toBe('imageRequired');
    expect(create.background?.message).toBe('imageRequired');
    expect(create.tags?.message).toBe('choiceRequired');
    expect((await resolve(values, { kind: 'update', slug: 'tsogt-taij' })).errors).toEqual({});
  });

  it('needs a genre unless the film is documentary or experimental', async () => {
    expect((await resolve(filled({ genres: [] }))).errors.genres?.message).toBe('choiceRequired');
    expect((await resolve(filled({ genres: [], format: '2' }))).errors).toEqual({});
    expect((await resolve(filled({ genres: [], format: '4' }))).errors).toEqual({});
  });

  it('gives the spec’s messages for a bad year, a long plot and empty titles', async () => {
    const errors = (await resolve(filled({ year: '1899', plot: 'я'.repeat(3001), m_title: ' ', languages: [] })))
      .errors;
    expect(errors.year?.message).toBe('yearInvalid');
    expect(errors.plot?.message).toBe('tooLong3000');
    expect(errors.m_title?.message).toBe('required');
    expect(errors.languages?.message).toBe('choiceRequired');
  });

  it('sends lists as JSON text, new tags by name, and files under the server’s part names', () => {
    const body = movieFormData(filled({ collection: { label: 'Шинэ цуврал' } }), { kind: 'create' });
    expect(body.get('tags')).toBe('[4,"шинэ шошго"]');
    expect(body.get('artists')).toBe('[{"id":7,"jobs":[1,6]}]');
    expect(body.get('roles')).toBe('[{"id":8,"role":"Цогт"}]');
    expect(body.get('collection')).toBe('Шинэ цуврал');
    expect(body.get('theater')).toBe('false');
    expect(body.get('movie-poster')).toBeInstanceOf(Blob);
    expect(body.get('movie-background')).toBeInstanceOf(Blob);
    expect(body.has('slug')).toBe(false);
  });
});
