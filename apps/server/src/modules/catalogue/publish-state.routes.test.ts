import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mn } from '@mfi/contract/messages';
import { buildTestApp, type TestApp } from '../../test/app';
import { makeJournal, makeJournalTypes, userIdOf } from '../../test/factories/journals';
import { makeArtist, makeMovie } from '../../test/factories/movies';
import { makeEpisodes, makeSeason, makeSerial } from '../../test/factories/serials';

// The publish toggles keep the spec's toggle and take an optional `publish: true|false` that sets the
// state (issue 23 section 2), so a repeated call is harmless; the after-write runs as for the toggle: the
// guests' cached detail page appears and disappears with the state.

let t: TestApp;
let admin: { token: string; username: string };
let member: string;

type Kind = {
  name: string;
  path: string;
  /** A fresh unpublished item: the call's body naming it, and its detail page for guests. */
  make: () => Promise<{ body: Record<string, unknown>; detail: { url: string; query: Record<string, string> } }>;
};

let kinds: Kind[];

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  admin = await t.signedInUser(['admin']);
  member = (await t.signedInUser()).token;
  const types = await makeJournalTypes(db);
  const adminId = await userIdOf(db, admin.username);
  kinds = [
    {
      name: 'movie',
      path: '/api/movie/api-publish-movie/',
      make: async () => {
        const m = await makeMovie(db, { publish: false });
        return { body: { movie: m.id }, detail: { url: '/api/movie/api-movie-detail/', query: { slug: m.slug } } };
      },
    },
    {
      name: 'serial',
      path: '/api/serial/api-publish-serial/',
      make: async () => {
        const s = await makeSerial(db, { publish: false });
        return { body: { serial: s.id }, detail: { url: '/api/serial/api-serial-detail/', query: { slug: s.slug } } };
      },
    },
    {
      name: 'season',
      path: '/api/serial/api-publish-season/',
      make: async () => {
        const s = await makeSerial(db);
        const season = await makeSeason(db, s.id, { publish: false });
        const query = { serialSlug: s.slug, seasonSlug: season.slug };
        return { body: query, detail: { url: '/api/serial/api-season-detail/', query } };
      },
    },
    {
      name: 'episode',
      path: '/api/serial/api-publish-episode/',
      make: async () => {
        const s = await makeSerial(db);
        const season = await makeSeason(db, s.id);
        const [e] = await makeEpisodes(db, season.id, 1, () => ({ publish: false }));
        const query = { serialSlug: s.slug, seasonSlug: season.slug, episodeSlug: e.slug };
        return { body: query, detail: { url: '/api/serial/api-episode-detail/', query } };
      },
    },
    {
      name: 'artist',
      path: '/api/artist/api-publish-artist/',
      make: async () => {
        const a = await makeArtist(db, { publish: false });
        return { body: { slug: a.slug }, detail: { url: '/api/artist/api-artist-detail/', query: { slug: a.slug } } };
      },
    },
    {
      name: 'journal',
      path: '/api/journal/api-journal-publish/',
      make: async () => {
        const j = await makeJournal(db, { authorId: adminId, subTypeId: types.sub.id, publishDate: null });
        const address = { slug: j.slug, typeSlug: types.main.slug, subTypeSlug: types.sub.slug };
        return {
          body: { slug: j.slug, type_slug: types.main.slug, sub_type_slug: types.sub.slug },
          detail: { url: '/api/journal/api-journal-detail/', query: address },
        };
      },
    },
  ];
});
afterAll(() => t.close());

const publish = (kind: Kind, body: Record<string, unknown>, token?: string) =>
  t.call({ method: 'POST', url: kind.path, payload: body, token });
const stateOf = async (kind: Kind, body: Record<string, unknown>, publishValue?: unknown) => {
  const res = await publish(kind, publishValue === undefined ? body : { ...body, publish: publishValue }, admin.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().publish as boolean;
};
const guestSees = async (detail: { url: string; query: Record<string, string> }) =>
  (await t.call({ method: 'GET', url: detail.url, query: detail.query })).statusCode === 200;

describe.each(['movie', 'serial', 'season', 'episode', 'artist', 'journal'])('publishing a %s', (name) => {
  const kind = () => kinds.find((k) => k.name === name)!;

  it('sets the state when the call names it: true twice stays published, false unpublishes, twice too', async () => {
    const { body, detail } = await kind().make();
    expect(await guestSees(detail)).toBe(false);
    expect(await stateOf(kind(), body, true)).toBe(true);
    expect(await stateOf(kind(), body, true)).toBe(true);
    expect(await guestSees(detail)).toBe(true); // the after-write refreshed the guests' cached page
    expect(await stateOf(kind(), body, 'false')).toBe(false); // the client's text for a boolean
    expect(await stateOf(kind(), body, false)).toBe(false);
    expect(await guestSees(detail)).toBe(false);
  });

  it('still toggles without `publish` (the spec’s call)', async () => {
    const { body } = await kind().make();
    expect(await stateOf(kind(), body)).toBe(true);
    expect(await stateOf(kind(), body)).toBe(false);
    expect(await stateOf(kind(), body, null)).toBe(true); // null is absent
  });

  it('refuses a publish that is no flag, a missing token and a member without the role, changing nothing', async () => {
    const { body, detail } = await kind().make();
    for (const bad of ['x', 2, [true], { on: true }]) {
      const res = await publish(kind(), { ...body, publish: bad }, admin.token);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json()).toEqual({ publish: [mn('invalidValue')] });
    }
    expect((await publish(kind(), { ...body, publish: true })).statusCode).toBe(401);
    expect((await publish(kind(), { ...body, publish: true }, member)).statusCode).toBe(403);
    expect(await guestSees(detail)).toBe(false);
    expect(await stateOf(kind(), body, false)).toBe(false); // still unpublished
  });
});

describe('a journal published twice', () => {
  it('keeps its first publish date', async () => {
    const kind = kinds.find((k) => k.name === 'journal')!;
    const { body } = await kind.make();
    const first = (await publish(kind, { ...body, publish: true }, admin.token)).json().publish_date;
    t.clock.advance(60_000);
    const second = (await publish(kind, { ...body, publish: true }, admin.token)).json().publish_date;
    expect(second).toBe(first);
  });
});
