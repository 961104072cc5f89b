import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mn } from '@mfi/contract/messages';
import type { Role } from '@mfi/contract/roles';
import { artists } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { countryIds, ensureReference, makeArtist, professionIds, token } from '../../test/factories/artists';
import { signedInMember } from '../../test/factories/members';

let t: TestApp;
type Who = 'guest' | 'user' | 'contributor' | 'main' | 'admin';
const tokens: Record<Who, string | undefined> = { guest: undefined, user: '', contributor: '', main: '', admin: '' };
beforeAll(async () => {
  t = await buildTestApp();
  await ensureReference(t.database.db);
  const roles: [Who, Role[]][] = [
    ['user', []],
    ['contributor', ['contributer']],
    ['main', ['contributer', 'main_contributer']],
    ['admin', ['admin']],
  ];
  for (const [who, r] of roles) tokens[who] = (await t.signedInUser(r)).token;
});
afterAll(() => t.close());

const get = (url: string, query: Record<string, string | number> = {}, who: Who = 'guest') =>
  t.call({
    method: 'GET',
    url: `/api/artist/${url}/`,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    token: tokens[who],
  });
const list = async (query: Record<string, string | number>, who: Who = 'guest') => {
  const res = await get('artist-list', query, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    artist_list: { pro_name: string; person_slug: string }[];
    artist_total: number;
    artist_page: number;
  };
};
const names = (body: { artist_list: { pro_name: string }[] }) => body.artist_list.map((a) => a.pro_name);

describe('the catalogue', () => {
  let tag: string;
  beforeAll(async () => {
    tag = token();
    const spec = [
      { proName: `Өлзий ${tag}`, born: 1960, countries: ['MN'], professions: ['director'] },
      { proName: `Ариун ${tag}`, born: 1990, countries: ['MN'], professions: ['actress'] },
      { proName: `Ян ${tag}`, born: 1930, died: 2000, countries: ['CN'], professions: ['director', 'writer'] },
      { proName: `Бат ${tag}`, born: null, countries: ['MN', 'RU'], professions: ['actor'] },
      { proName: `Ёндон ${tag}`, born: 1850, countries: ['JP'], oldCountries: ['SUHH'], professions: ['composer'] },
      { proName: `Нууц ${tag}`, born: 1970, countries: ['MN'], publish: false },
    ];
    for (const s of spec) await makeArtist(t.database.db, s);
  });

  it('sorts 1-4: Mongolian alphabetical, reverse, oldest first, oldest last (no year last)', async () => {
    const base = { search: tag };
    expect(names(await list({ ...base, sort: 1 }))).toEqual(
      ['Ариун', 'Бат', 'Ёндон', 'Өлзий', 'Ян'].map((n) => `${n} ${tag}`),
    );
    expect(names(await list({ ...base, sort: 2 }))).toEqual(
      ['Ян', 'Өлзий', 'Ёндон', 'Бат', 'Ариун'].map((n) => `${n} ${tag}`),
    );
    expect(names(await list({ ...base, sort: 3 }))).toEqual(
      ['Ёндон', 'Ян', 'Өлзий', 'Ариун', 'Бат'].map((n) => `${n} ${tag}`),
    );
    expect(names(await list({ ...base, sort: 4 }))).toEqual(
      ['Ариун', 'Өлзий', 'Ян', 'Ёндон', 'Бат'].map((n) => `${n} ${tag}`),
    );
  });

  it('filters by countryFlag, country (current or former), profession, birth years, and combined', async () => {
    const base = { search: tag, sort: 1 };
    expect((await list({ ...base, countryFlag: 2 })).artist_total).toBe(3);
    expect((await list({ ...base, countryFlag: 1 })).artist_total).toBe(2);
    const [ru, suhh, cn] = await countryIds(t.database.db, ['RU', 'SUHH', 'CN']);
    expect(names(await list({ ...base, country: ru }))).toEqual([`Бат ${tag}`]);
    expect(names(await list({ ...base, country: suhh }))).toEqual([`Ёндон ${tag}`]);
    expect((await list({ ...base, country: `${ru},${cn}` })).artist_total).toBe(2);
    const [director, actress] = await professionIds(t.database.db, ['director', 'actress']);
    expect(names(await list({ ...base, profession: director }))).toEqual([`Өлзий ${tag}`, `Ян ${tag}`]);
    expect((await list({ ...base, profession: `${director},${actress}` })).artist_total).toBe(3);
    expect(names(await list({ ...base, year: '1900,1965', yearFlag: 1 }))).toEqual([`Өлзий ${tag}`, `Ян ${tag}`]);
    expect((await list({ ...base, year: '1900,1965' })).artist_total).toBe(5); // without the flag the range is off
    expect(names(await list({ ...base, year: '1961', yearFlag: 1 }))).toEqual([`Ариун ${tag}`]);
    expect(
      names(await list({ ...base, countryFlag: 2, profession: director, year: '1950,2000', yearFlag: 1 })),
    ).toEqual([`Өлзий ${tag}`]);
  });

  it('pages 24 at a time and counts the pages', async () => {
    const many = token();
    for (let i = 0; i < 26; i++)
      await makeArtist(t.database.db, { proName: `Хүн ${many} ${String(i).padStart(2, '0')}` });
    const first = await list({ search: many, sort: 1 });
    expect(first).toMatchObject({ artist_total: 26, artist_page: 2 });
    expect(first.artist_list).toHaveLength(24);
    const second = await list({ search: many, sort: 1, page: 2 });
    expect(names(second)).toEqual([`Хүн ${many} 24`, `Хүн ${many} 25`]);
    expect((await list({ search: many, page: 3 })).artist_list).toEqual([]);
    expect(first.artist_list[0]).toEqual({
      id: expect.any(Number),
      person_slug: expect.any(String),
      photo: null,
      pro_name: `Хүн ${many} 00`,
      pro_name_en: `Хүн ${many} 00`,
      born: null,
      died: null,
      publish: true,
    });
  });

  it('keeps unpublished artists to contributors; published=false is their list', async () => {
    expect(names(await list({ search: tag }))).not.toContain(`Нууц ${tag}`);
    for (const who of ['guest', 'user'] as const)
      expect((await get('artist-list', { published: 'false' }, who)).statusCode).toBe(403);
    for (const who of ['contributor', 'main', 'admin'] as const) {
      expect(names(await list({ search: tag, published: 'false' }, who))).toEqual([`Нууц ${tag}`]);
      expect(names(await list({ search: tag }, who))).not.toContain(`Нууц ${tag}`);
    }
  });

  it('rejects bad parameters with field errors', async () => {
    const bad: [Record<string, string>, string, string][] = [
      [{ sort: '5' }, 'sort', mn('invalidValue')],
      [{ sort: 'x' }, 'sort', mn('invalidValue')],
      [{ page: '0' }, 'page', mn('invalidValue')],
      [{ year: '1100,1900', yearFlag: '1' }, 'year', mn('yearInvalid')],
      [{ year: `1900,${new Date().getFullYear() + 1}`, yearFlag: '1' }, 'year', mn('yearInvalid')],
      [{ year: '1990,1950', yearFlag: '1' }, 'year', mn('yearInvalid')],
      [{ profession: '1,2,3,4,5,6' }, 'profession', mn('tooManyChoices')],
      [{ country: 'a' }, 'country.0', mn('invalidValue')],
      [{ countryFlag: '3' }, 'countryFlag', mn('invalidValue')],
      [{ published: 'maybe' }, 'published', mn('invalidValue')],
    ];
    for (const [query, field, text] of bad) {
      const res = await get('artist-list', query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json()[field], JSON.stringify(res.json())).toEqual([text]);
    }
  });
});

describe('search in both scripts', () => {
  let tag: string;
  beforeAll(async () => {
    tag = token();
    await makeArtist(t.database.db, { proName: `Цогт ${tag}`, proNameEn: `Tsogt ${tag}` });
    await makeArtist(t.database.db, { proName: `Хулан ${tag}`, proNameEn: `Khulan ${tag}` });
    await makeArtist(t.database.db, { proName: `Цогтбаяр ${tag}`, publish: false });
  });

  it('finds «Цогт» typed as tsogt, цогт, Tsogt and with a typo, best match first', async () => {
    for (const search of [`tsogt ${tag}`, `цогт ${tag}`, `Tsogt ${tag}`, `tsogd ${tag}`]) {
      const res = await list({ search });
      expect(res.artist_list[0]?.pro_name, search).toBe(`Цогт ${tag}`);
    }
    expect(names(await list({ search: `hulan ${tag}` }))[0]).toBe(`Хулан ${tag}`);
  });

  it('the search call answers id, photo and pro_name, published only unless contributor', async () => {
    const guest = (await get('api-search-artist-list', { artist: `tsogt ${tag}` })).json().artist_list;
    expect(guest[0]).toEqual({
      id: expect.any(Number),
      photo: null,
      pro_name: `Цогт ${tag}`,
      pro_name_en: `Tsogt ${tag}`,
      person_slug: expect.any(String),
    });
    expect(guest.map((a: { pro_name: string }) => a.pro_name)).not.toContain(`Цогтбаяр ${tag}`);
    const contributor = (await get('api-search-artist-list', { artist: `цогт ${tag}` }, 'contributor')).json()
      .artist_list;
    expect(contributor.map((a: { pro_name: string }) => a.pro_name).slice(0, 2)).toEqual([
      `Цогт ${tag}`,
      `Цогтбаяр ${tag}`,
    ]);
    expect((await get('api-search-artist-list', { artist: ' ' })).json()).toEqual({ artist_list: [] });
  });

  it('a member also finds the unpublished artists they added, first; nobody else does', async () => {
    const word = token();
    const [adder, other] = [await signedInMember(t), await signedInMember(t)];
    await makeArtist(t.database.db, { proName: `Болд ${word}` });
    const { id } = await makeArtist(t.database.db, { proName: `Болдбаатар ${word}`, publish: false, festival: true });
    await t.database.db.update(artists).set({ createdBy: adder.id }).where(eq(artists.id, id));
    const found = async (who?: { token: string }, festival?: string) => {
      const res = await t.call({
        method: 'GET',
        url: '/api/artist/api-search-artist-list/',
        query: { artist: `болд ${word}`, ...(festival ? { festival } : {}) },
        token: who?.token,
      });
      return res.json().artist_list.map((a: { pro_name: string }) => a.pro_name);
    };
    expect(await found(adder)).toEqual([`Болдбаатар ${word}`, `Болд ${word}`]);
    expect(await found(adder, 'true')).toEqual([`Болдбаатар ${word}`]);
    expect(await found(other)).toEqual([`Болд ${word}`]);
    expect(await found()).toEqual([`Болд ${word}`]);
  });

  it('festival=true finds festival artists only', async () => {
    const word = token();
    await makeArtist(t.database.db, { proName: `Наадам ${word}`, festival: true });
    await makeArtist(t.database.db, { proName: `Наадамгүй ${word}` });
    const names = async (festival: string) =>
      (await get('api-search-artist-list', { artist: word, festival }))
        .json()
        .artist_list.map((a: { pro_name: string }) => a.pro_name);
    expect(await names('true')).toEqual([`Наадам ${word}`]);
    expect(await names('false')).toEqual(expect.arrayContaining([`Наадам ${word}`, `Наадамгүй ${word}`]));
  });
});
