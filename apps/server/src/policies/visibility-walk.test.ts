import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_KINDS } from '@mfi/contract/search.schemas';
import { buildTestApp, type TestApp } from '../test/app';
import { buildVisibilityWorld, type Kind, type VisibilityWorld } from '../test/visibility-fixture';

// The visibility walk (issue 23 item 7): a title unpublished, or the season or serial above an episode, is
// gone from every GET call of the OpenAPI document — lists, boards, feeds, notifications, searches, awards,
// sub-calls — for a guest and for the member who rated, reviewed, listed, liked and was notified about it,
// while an editor still reads it on its own page. No route is exempt: a new GET route is walked as it lands.

type Param = { in: string; name: string; required?: boolean };
type GetRoute = { path: string; params: Param[] };

let t: TestApp;
let w: VisibilityWorld;
let routes: GetRoute[];

beforeAll(async () => {
  t = await buildTestApp();
  w = await buildVisibilityWorld(t);
  const doc = (await t.call({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { parameters?: Param[] }>>;
  };
  routes = Object.entries(doc.paths)
    .filter(([path, ops]) => ops.get && path.startsWith('/api/') && !path.startsWith('/api/docs'))
    .map(([path, ops]) => ({ path, params: ops.get.parameters ?? [] }));
}, 120_000);
afterAll(() => t.close());

/** Parameters that search by text: each is also sent with every hidden word, so a leak cannot hide on page 2. */
const SEARCHES = new Set(['search', 'movie', 'serial', 'season', 'artist', 'festival', 'tag', 'q']);
/** Extra variants where a flag changes what the call lists. */
const VARIANTS: Record<string, Record<string, string>[]> = {
  '/api/user/api/v-user-notification/': [{ notified: '1' }],
  '/api/movie/api-home-latest-movie-reviews/': [{}, { critic: '1' }, { detailed: '1' }],
  '/api/serial/api-home-latest-episode-reviews/': [{}, { critic: '1' }, { detailed: '1' }],
  '/api/search/': [{}, ...SEARCH_KINDS.map((kind) => ({ kind }))],
};

/** The value a named parameter takes for this route, from the world; member slugs give several. */
function valuesFor(path: string, name: string): string[] {
  const { movie, serial, season, episode, artist, journal, types, festival, member, admin, liker } = w;
  const section = path.split('/')[2];
  if (name === 'slug') {
    if (path.includes('review-detail')) return [member.slug];
    if (section === 'user') return path.includes('feed') ? [member.slug, liker.slug] : [member.slug, admin.slug];
    const bySection: Record<string, string> = {
      movie: movie.slug,
      serial: serial.slug,
      artist: artist.slug,
      journal: journal.slug,
      award: festival.slug,
    };
    return [bySection[section]];
  }
  const fixed: Record<string, string> = {
    movieSlug: movie.slug,
    serialSlug: serial.slug,
    seasonSlug: season.slug,
    episodeSlug: episode.slug,
    typeSlug: types.main.slug,
    subTypeSlug: types.sub.slug,
    list: path.includes('serial') ? w.lists.serial : w.lists.movie,
    message: String(w.message),
    year: String(festival.year),
    name: festival.slug,
    q: 'zzzz',
    // The admin console: an item's history takes an item kind and id, the reference list a reference kind (a
    // guest and a member are refused both; the walk checks the refusal leaks nothing).
    kind: path.includes('history') ? 'movie' : 'tag',
    ...(path.includes('history') ? { id: String(movie.id) } : {}),
    // A member's import's progress (decision 037): numbers only, never a title; another's import is 404.
    ...(path.includes('import-state') ? { id: '1' } : {}),
  };
  return name in fixed ? [fixed[name]] : [];
}

/** Every request the walk makes of a route: the required parameters filled, plus one per search word. */
function requestsOf(route: GetRoute, words: string[]): string[] {
  let bases: Record<string, string>[] = VARIANTS[route.path] ?? [{}];
  let path = route.path;
  for (const p of route.params) {
    if (p.in === 'path') path = path.replace(`{${p.name}}`, w.member.slug);
    if (p.in !== 'query' || !p.required) continue;
    const values = valuesFor(route.path, p.name);
    if (!values.length) throw new Error(`the walk cannot fill ${route.path} ?${p.name}: add it to valuesFor`);
    bases = bases.flatMap((b) => values.map((v) => ({ ...b, [p.name]: v })));
  }
  const searches = route.params
    .filter((p) => p.in === 'query' && SEARCHES.has(p.name))
    .flatMap((p) => words.flatMap((word) => bases.map((b) => ({ ...b, [p.name]: word }))));
  return [...bases, ...searches].map((q) => {
    const query = new URLSearchParams(q).toString();
    return query ? `${path}?${query}` : path;
  });
}

/** Each request of the walk that answers one of the words, as "GET url → status shows word". */
async function leaks(token: string | undefined, words: string[]) {
  const found: string[] = [];
  for (const route of routes) {
    for (const url of requestsOf(route, words)) {
      const res = await t.call({ method: 'GET', url, token });
      if (res.statusCode >= 500) found.push(`GET ${url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      const body = res.body.toLowerCase();
      for (const word of words) if (body.includes(word)) found.push(`GET ${url} → ${res.statusCode} shows ${word}`);
    }
  }
  return found;
}

type Case = {
  name: string;
  /** The toggle that hides (and, called again, shows) the title. */
  toggle: () => { url: string; payload: object; token: string };
  /** What must vanish: the title's word, and those of the episode or season under it. */
  hides: Kind[];
  /** Its own page, which an editor still reads. */
  detail: () => { url: string; query: Record<string, string>; token: string };
};

const episodeSlugs = () => ({
  serialSlug: w.serial.slug,
  seasonSlug: w.season.slug,
  episodeSlug: w.episode.slug,
});
const CASES: Case[] = [
  {
    name: 'a movie',
    toggle: () => ({ url: '/api/movie/api-publish-movie/', payload: { movie: w.movie.id }, token: w.editor.token }),
    hides: ['movie'],
    detail: () => ({ url: '/api/movie/api-movie-detail/', query: { slug: w.movie.slug }, token: w.editor.token }),
  },
  {
    name: 'an artist',
    toggle: () => ({ url: '/api/artist/api-publish-artist/', payload: { slug: w.artist.slug }, token: w.editor.token }),
    hides: ['artist'],
    detail: () => ({ url: '/api/artist/api-artist-detail/', query: { slug: w.artist.slug }, token: w.editor.token }),
  },
  {
    name: 'a journal',
    toggle: () => ({
      url: '/api/journal/api-journal-publish/',
      payload: { slug: w.journal.slug, type_slug: w.types.main.slug, sub_type_slug: w.types.sub.slug },
      token: w.admin.token,
    }),
    hides: ['journal'],
    detail: () => ({
      url: '/api/journal/api-journal-detail/',
      query: { slug: w.journal.slug, typeSlug: w.types.main.slug, subTypeSlug: w.types.sub.slug },
      token: w.admin.token,
    }),
  },
  {
    name: 'an episode',
    toggle: () => ({ url: '/api/serial/api-publish-episode/', payload: episodeSlugs(), token: w.editor.token }),
    hides: ['episode'],
    detail: () => ({ url: '/api/serial/api-episode-detail/', query: episodeSlugs(), token: w.editor.token }),
  },
  {
    name: "an episode's season",
    toggle: () => ({
      url: '/api/serial/api-publish-season/',
      payload: { serialSlug: w.serial.slug, seasonSlug: w.season.slug },
      token: w.editor.token,
    }),
    hides: ['season', 'episode'],
    detail: () => ({
      url: '/api/serial/api-season-detail/',
      query: { serialSlug: w.serial.slug, seasonSlug: w.season.slug },
      token: w.editor.token,
    }),
  },
  {
    name: "an episode's serial",
    toggle: () => ({ url: '/api/serial/api-publish-serial/', payload: { serial: w.serial.id }, token: w.editor.token }),
    hides: ['serial', 'season', 'episode'],
    detail: () => ({ url: '/api/serial/api-serial-detail/', query: { slug: w.serial.slug }, token: w.editor.token }),
  },
];

async function setPublished(c: Case, publish: boolean) {
  const { url, payload, token } = c.toggle();
  const res = await t.call({ method: 'POST', url, payload, token });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().publish, `${c.name}: the toggle answers the new state`).toBe(publish);
}

describe('the published world', () => {
  it('shows every title to a guest on several routes, so the walk below looks where they would leak', async () => {
    const all = Object.values(w.words);
    const shown = await leaks(undefined, all);
    for (const word of all) expect(shown.filter((s) => s.endsWith(word)).length, word).toBeGreaterThan(3);
  });

  it("names the movie, season and episode in the member's notifications, where issue 23 found them leaking", async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/user/api/v-user-notification/?notified=1',
      token: w.member.token,
    });
    for (const kind of ['movie', 'season', 'episode'] as const) expect(res.body, kind).toContain(w.words[kind]);
  });
});

describe.each(CASES)('$name unpublished', (c) => {
  it('shows on no GET route to a guest or to the member who rated, listed and was notified about it; the editor reads its page', async () => {
    await setPublished(c, false);
    try {
      const words = c.hides.map((kind) => w.words[kind]);
      const found = [
        ...(await leaks(undefined, words)).map((l) => `guest: ${l}`),
        ...(await leaks(w.member.token, words)).map((l) => `member: ${l}`),
      ];
      expect(found, `${c.name} leaked`).toEqual([]);
      const { url, query, token } = c.detail();
      const page = await t.call({ method: 'GET', url, query, token });
      expect(page.statusCode, `editor: GET ${url}`).toBe(200);
      expect(page.body, `editor: GET ${url}`).toContain(w.words[c.hides[0]]);
    } finally {
      await setPublished(c, true);
    }
  });
});
