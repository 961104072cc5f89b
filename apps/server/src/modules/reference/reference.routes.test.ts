import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mn } from '@mfi/contract/messages';
import { REFERENCE_KINDS } from '@mfi/contract/reference.schemas';
import type { Role } from '@mfi/contract/roles';
import { buildTestApp, type TestApp } from '../../test/app';
import { ensureReference, makeArtist, professionIds, token } from '../../test/factories/artists';
import { makeMovie } from '../../test/factories/movies';
import { ensureTags } from './reference.service';

let t: TestApp;
let tokens: Record<'user' | 'contributor' | 'main' | 'admin', string>;
beforeAll(async () => {
  t = await buildTestApp();
  await ensureReference(t.database.db);
  const [user, contributor, main, admin] = await Promise.all(
    ([[], ['contributer'], ['contributer', 'main_contributer'], ['admin']] as Role[][]).map((roles) =>
      t.signedInUser(roles),
    ),
  );
  tokens = { user: user.token, contributor: contributor.token, main: main.token, admin: admin.token };
});
afterAll(() => t.close());

const get = (url: string, query: Record<string, string> = {}) => t.call({ method: 'GET', url, query });
const post = (url: string, payload: object, token?: string) => t.call({ method: 'POST', url, payload, token });

describe('reference lists', () => {
  it('lists the world’s countries in Mongolian, Mongolia first, then in Mongolian alphabetical order', async () => {
    for (const url of ['/api/country/api-country-list/', '/api/country/api-production-country-list/']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      const list = res.json().country_list as {
        id: number;
        country_mongol_name: string;
        country_english_name: string;
      }[];
      expect(list.length).toBeGreaterThanOrEqual(250);
      expect(list[0]).toMatchObject({ country_mongol_name: 'Монгол', country_english_name: 'Mongolia' });
      const names = list.map((c) => c.country_mongol_name);
      expect(names).toContain('Япон');
      expect(names).toContain('Зөвлөлт Холбоот Улс');
      // ө sorts after о, not after я as code points would have it.
      expect(names.indexOf('Өмнөд Солонгос')).toBeLessThan(names.indexOf('Япон'));
      expect(names.indexOf('Өмнөд Солонгос')).toBeGreaterThan(names.indexOf('Оман'));
    }
  });

  it('lists languages, professions, genres and subgenres with the spec’s keys', async () => {
    const languages = (await get('/api/language/api-language-list/')).json().language_list;
    expect(languages[0]).toMatchObject({ language_mongol_name: 'Монгол', code: 'mn' });
    expect(languages.length).toBeGreaterThanOrEqual(60);
    expect(languages.map((l: { language_mongol_name: string }) => l.language_mongol_name)).toEqual(
      expect.arrayContaining(['Англи', 'Орос', 'Хятад', 'Япон', 'Солонгос']),
    );

    const professions = (await get('/api/artist/api-profession-list/')).json().profession_list;
    expect(professions).toEqual(
      expect.arrayContaining([expect.objectContaining({ profession_mongol_title: 'Жүжигчин', is_actor: true })]),
    );
    expect(professions).toEqual(
      expect.arrayContaining([expect.objectContaining({ profession_mongol_title: 'Найруулагч', is_actor: false })]),
    );

    const genres = (await get('/api/genre/api-genre-list/')).json().genre_list;
    expect(genres.length).toBeGreaterThanOrEqual(20);
    expect(genres[0]).toEqual({
      id: expect.any(Number),
      genre_mongol_name: expect.any(String),
      genre_english_name: expect.any(String),
    });
    const subgenres = (await get('/api/genre/api-subgenre-list/')).json().subgenre_list;
    expect(subgenres.length).toBeGreaterThanOrEqual(20);
    expect(subgenres[0]).toHaveProperty('sub_genre_mongol_name');
  });

  it('finds tags in both scripts, tolerating a typo', async () => {
    for (const tag of ['Нүүдэлчин', 'nuudelchin', 'nuudelchn']) {
      const list = (await get('/api/tag/api-tag-list/', { tag })).json().tag_list;
      expect(list[0]).toMatchObject({ tag_name: 'Нүүдэлчин' });
    }
    expect((await get('/api/tag/api-tag-list/')).json().tag_list.length).toBeGreaterThanOrEqual(30);
  });

  it('finds collections by Mongolian or English title', async () => {
    for (const name of ['Оддын', 'star wars']) {
      const list = (await get('/api/movie/api-movie_collection_list/', { name })).json().collection_list;
      expect(list[0]).toEqual({
        id: expect.any(Number),
        collection_title: 'Оддын дайн',
        collection_title_en: 'Star Wars',
      });
    }
  });

  it('ensureTags creates missing tags once, whatever their case', async () => {
    const word = token();
    const first = await ensureTags(t.database.db, [`${word} Tag`, 'Нүүдэлчин', ` ${word} tag `, '']);
    expect(first).toHaveLength(2);
    const again = await ensureTags(t.database.db, [`${word.toUpperCase()} TAG`]);
    expect(again).toEqual([first[0]]);
  });
});

describe('admin management', () => {
  it('answers 401 to a guest and 403 to every role but admin, for every kind and call', async () => {
    for (const kind of REFERENCE_KINDS) {
      for (const action of ['create', 'update', 'delete']) {
        const url = `/api/reference/api-${action}-${kind}/`;
        expect((await post(url, { id: 1, name: 'x' })).statusCode).toBe(401);
        for (const who of ['user', 'contributor', 'main'] as const) {
          expect((await post(url, { id: 1, name: 'x' }, tokens[who])).statusCode, `${who} ${url}`).toBe(403);
        }
      }
    }
  });

  it('creates, renames and deletes a genre', async () => {
    const name = `Жанр ${token()}`;
    const created = await post('/api/reference/api-create-genre/', { name, name_en: `Genre ${name}` }, tokens.admin);
    expect(created.statusCode).toBe(200);
    const { id } = created.json().item;
    expect(created.json()).toEqual({
      success: true,
      item: { id, genre_mongol_name: name, genre_english_name: `Genre ${name}` },
    });

    const renamed = await post('/api/reference/api-update-genre/', { id, name: `${name} 2` }, tokens.admin);
    expect(renamed.json().item).toMatchObject({ id, genre_mongol_name: `${name} 2` });
    const list = (await get('/api/genre/api-genre-list/')).json().genre_list;
    expect(list).toContainEqual(expect.objectContaining({ id, genre_mongol_name: `${name} 2` }));

    expect((await post('/api/reference/api-delete-genre/', { id }, tokens.admin)).json()).toEqual({ success: true });
    expect((await post('/api/reference/api-delete-genre/', { id }, tokens.admin)).statusCode).toBe(404);
  });

  it('creates every kind with its own item shape', async () => {
    const word = token();
    const shapes: Record<string, [object, string]> = {
      subgenre: [{ name: `Дэд ${word}` }, 'sub_genre_mongol_name'],
      profession: [{ name: `Мэргэжил ${word}`, is_actor: true }, 'profession_mongol_title'],
      tag: [{ name: `Шошго ${word}` }, 'tag_name'],
      collection: [{ name: `Цуглуулга ${word}`, name_en: `Collection ${word}` }, 'collection_title'],
      language: [{ name: `Хэл ${word}`, code: 'qaa' }, 'language_mongol_name'],
      country: [{ name: `Улс ${word}`, code: 'QM' }, 'country_mongol_name'],
    };
    for (const [kind, [body, key]] of Object.entries(shapes)) {
      const res = await post(`/api/reference/api-create-${kind}/`, body, tokens.admin);
      expect(res.statusCode, kind).toBe(200);
      expect(res.json().item[key]).toBe((body as { name: string }).name);
      await post(`/api/reference/api-delete-${kind}/`, { id: res.json().item.id }, tokens.admin);
    }
  });

  it('gives a tag and a collection an English name, which their lists, searches and a movie’s page answer', async () => {
    const word = token();
    const tag = await post(
      '/api/reference/api-create-tag/',
      { name: `Шошго ${word}`, name_en: `Tag ${word}` },
      tokens.admin,
    );
    const tagId = tag.json().item.id;
    expect(tag.json().item).toEqual({ id: tagId, tag_name: `Шошго ${word}`, tag_name_en: `Tag ${word}` });
    // Found by its English name too, first: other tests' random tags may be loosely alike.
    expect((await get('/api/tag/api-tag-list/', { tag: `tag ${word}` })).json().tag_list[0]).toEqual({
      id: tagId,
      tag_name: `Шошго ${word}`,
      tag_name_en: `Tag ${word}`,
    });
    // The admin's reference screen lists it with both names.
    const screen = await t.call({
      method: 'GET',
      url: '/api/admin/api-reference-list/',
      query: { kind: 'tag', q: word },
      token: tokens.admin,
    });
    expect(screen.json().results).toEqual([
      expect.objectContaining({ id: tagId, name: `Шошго ${word}`, name_en: `Tag ${word}` }),
    ]);
    const collection = await post('/api/reference/api-create-collection/', { name: `Цуглуулга ${word}` }, tokens.admin);
    const collectionId = collection.json().item.id;
    expect(collection.json().item).toMatchObject({ collection_title: `Цуглуулга ${word}`, collection_title_en: null });
    const renamed = await post(
      '/api/reference/api-update-collection/',
      { id: collectionId, name: `Цуглуулга ${word}`, name_en: `Saga ${word}` },
      tokens.admin,
    );
    expect(renamed.json().item).toMatchObject({ collection_title_en: `Saga ${word}` });
    expect(
      (await get('/api/movie/api-movie_collection_list/', { name: `saga ${word}` })).json().collection_list,
    ).toEqual([{ id: collectionId, collection_title: `Цуглуулга ${word}`, collection_title_en: `Saga ${word}` }]);

    const movie = await makeMovie(t.database.db, { collectionId }, { tags: [tagId] });
    const detail = (await get('/api/movie/api-movie-detail/', { slug: movie.slug })).json().movie_detail;
    expect(detail.tags).toEqual([{ id: tagId, tag_name: `Шошго ${word}`, tag_name_en: `Tag ${word}` }]);
    expect(detail.collection).toEqual({
      id: collectionId,
      collection_title: `Цуглуулга ${word}`,
      collection_title_en: `Saga ${word}`,
    });

    // A rename without an English name takes it back: the Mongolian one shows in English too.
    const plain = await post('/api/reference/api-update-tag/', { id: tagId, name: `Шошго ${word}` }, tokens.admin);
    expect(plain.json().item).toMatchObject({ tag_name_en: null });
  });

  it('rejects a missing name, a duplicate tag, a missing or duplicate country code', async () => {
    expect((await post('/api/reference/api-create-genre/', { name: '  ' }, tokens.admin)).json()).toEqual({
      name: [mn('required')],
    });
    expect((await post('/api/reference/api-create-tag/', { name: 'нүүдэлчин' }, tokens.admin)).json()).toEqual({
      name: [mn('referenceExists')],
    });
    expect((await post('/api/reference/api-create-country/', { name: 'Шинэ улс' }, tokens.admin)).json()).toEqual({
      code: [mn('required')],
    });
    expect(
      (await post('/api/reference/api-create-country/', { name: 'Шинэ улс', code: 'mn' }, tokens.admin)).json(),
    ).toEqual({ code: [mn('referenceExists')] });
    expect((await post('/api/reference/api-update-genre/', { id: 'abc', name: 'x' }, tokens.admin)).statusCode).toBe(
      400,
    );
    expect(
      (await post('/api/reference/api-update-genre/', { id: 99_999_999, name: 'x' }, tokens.admin)).statusCode,
    ).toBe(404);
  });

  it('refuses to delete a profession or country in use', async () => {
    const name = `Мэргэжил ${token()}`;
    const { id } = (await post('/api/reference/api-create-profession/', { name }, tokens.admin)).json().item;
    const [actor] = await professionIds(t.database.db, ['actor']);
    expect(actor).toBeGreaterThan(0);
    const artist = await makeArtist(t.database.db, { proName: `Хэн нэгэн ${token()}`, professions: ['actor'] });
    await t.database.db.execute(
      `insert into artist_professions (artist_id, profession_id, position) values (${artist.id}, ${id}, 1)`,
    );
    const res = await post('/api/reference/api-delete-profession/', { id }, tokens.admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: [mn('referenceInUse')], used_in: { artists: 1 } });

    const mongolia = (await get('/api/country/api-country-list/')).json().country_list[0].id;
    expect((await post('/api/reference/api-delete-country/', { id: mongolia }, tokens.admin)).json()).toMatchObject({
      non_field_errors: [mn('referenceInUse')],
    });
  });
});
