import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

// A local stand-in for TMDB's API v3 and image server (issue 25 part 5): answers shaped like TMDB's own for a
// few known items (movie with credits, translations, release dates and videos; tv with seasons and episodes;
// person), 404 with TMDB's body for anything else, 401 for a wrong key, and the failures a test asks for
// (`failNext`: a 429 with Retry-After, a 500). Movies from 100000 up are made up from their id, with five cast
// members of their own, for runs of many codes.

export const FAKE_TMDB_KEY = 'fake-tmdb-key';

const person = (id: number, name: string, extra: object = {}) => ({
  id,
  name,
  gender: 2,
  profile_path: `/p${id}.jpg`,
  ...extra,
});

const MOVIES: Record<number, object> = {
  603: {
    id: 603,
    title: 'The Matrix',
    original_title: 'The Matrix',
    release_date: '1999-03-30',
    runtime: 136,
    overview: 'A hacker learns what the world is.',
    genres: [
      { id: 28, name: 'Action' },
      { id: 878, name: 'Science Fiction' },
    ],
    production_countries: [{ iso_3166_1: 'US', name: 'United States of America' }],
    spoken_languages: [{ iso_639_1: 'en', english_name: 'English' }],
    poster_path: '/matrix-poster.jpg',
    backdrop_path: '/matrix-backdrop.jpg',
    credits: {
      cast: [
        { ...person(6384, 'Keanu Reeves'), character: 'Neo', order: 0 },
        { ...person(530, 'Carrie-Anne Moss', { gender: 1 }), character: 'Trinity', order: 1 },
      ],
      crew: [
        { ...person(9340, 'Lana Wachowski', { gender: 1 }), job: 'Director', department: 'Directing' },
        { ...person(9340, 'Lana Wachowski', { gender: 1 }), job: 'Screenplay', department: 'Writing' },
        { ...person(9343, 'Bill Pope'), job: 'Director of Photography', department: 'Camera' },
        { ...person(9999, 'Someone Catering'), job: 'Catering', department: 'Crew' },
      ],
    },
    translations: {
      translations: [
        { iso_639_1: 'mn', data: { title: 'Матриц', overview: 'Хакер ертөнцийн үнэнийг мэднэ.' } },
        { iso_639_1: 'fr', data: { title: 'Matrix', overview: '' } },
      ],
    },
    release_dates: { results: [{ iso_3166_1: 'US', release_dates: [{ certification: 'R' }] }] },
    videos: { results: [{ site: 'YouTube', type: 'Trailer', key: 'vKQi3bBA1y8', official: true }] },
  },
  604: {
    id: 604,
    title: 'The Matrix Reloaded',
    original_title: 'The Matrix Reloaded',
    release_date: '2003-05-15',
    runtime: 138,
    overview: 'Neo and the rebels fight on.',
    genres: [{ id: 28, name: 'Action' }],
    production_countries: [{ iso_3166_1: 'US' }],
    spoken_languages: [{ iso_639_1: 'en' }],
    poster_path: null,
    backdrop_path: null,
    credits: { cast: [{ ...person(6384, 'Keanu Reeves'), character: 'Neo', order: 0 }], crew: [] },
    translations: { translations: [] },
    release_dates: { results: [] },
    videos: { results: [] },
  },
};

const TV: Record<number, object> = {
  1399: {
    id: 1399,
    name: 'Game of Thrones',
    original_name: 'Game of Thrones',
    first_air_date: '2011-04-17',
    last_air_date: '2019-05-19',
    status: 'Ended',
    episode_run_time: [60],
    overview: 'Noble families fight for the throne.',
    genres: [
      { id: 10765, name: 'Sci-Fi & Fantasy' },
      { id: 18, name: 'Drama' },
    ],
    production_countries: [{ iso_3166_1: 'GB' }],
    origin_country: ['US'],
    spoken_languages: [{ iso_639_1: 'en' }],
    poster_path: '/got-poster.jpg',
    backdrop_path: '/got-backdrop.jpg',
    created_by: [{ id: 9813, name: 'David Benioff', profile_path: null }],
    seasons: [
      { season_number: 0, name: 'Specials', poster_path: null },
      { season_number: 1, name: 'Season 1', poster_path: '/got-s1.jpg' },
      { season_number: 2, name: 'Season 2', poster_path: '/got-s2.jpg' },
    ],
    credits: { cast: [{ ...person(22970, 'Peter Dinklage'), character: 'Tyrion Lannister', order: 0 }], crew: [] },
    translations: { translations: [{ iso_639_1: 'mn', data: { name: 'Хаан ширээний тоглоом', overview: '' } }] },
    content_ratings: { results: [{ iso_3166_1: 'US', rating: 'TV-MA' }] },
    videos: { results: [] },
  },
};

const episode = (n: number, name: string) => ({
  episode_number: n,
  name,
  overview: `${name}: what happens.`,
  runtime: 58,
  still_path: `/still-${n}.jpg`,
});
const SEASONS: Record<string, object> = {
  '1399/1': {
    season_number: 1,
    name: 'Season 1',
    poster_path: '/got-s1.jpg',
    episodes: [episode(1, 'Winter Is Coming'), episode(2, 'The Kingsroad')],
  },
  '1399/2': {
    season_number: 2,
    name: 'Season 2',
    poster_path: '/got-s2.jpg',
    episodes: [episode(1, 'The North Remembers')],
  },
};

const PEOPLE: Record<number, object> = {
  287: {
    ...person(287, 'Brad Pitt'),
    birthday: '1963-12-18',
    deathday: null,
    biography: 'An American actor and producer.',
    known_for_department: 'Acting',
    place_of_birth: 'Shawnee, Oklahoma, USA',
    translations: { translations: [] },
  },
};

/** A movie made up from its id (100000 and up): five cast members of its own, a poster and a backdrop. */
const madeUpMovie = (id: number) => ({
  ...(MOVIES[604] as object),
  id,
  title: `Film ${id}`,
  original_title: `Film ${id}`,
  poster_path: `/poster-${id}.jpg`,
  backdrop_path: `/backdrop-${id}.jpg`,
  credits: {
    cast: Array.from({ length: 5 }, (_, i) => ({
      ...person(id * 10 + i, `Actor ${id}-${i}`),
      character: `Role ${i}`,
      order: i,
    })),
    crew: [],
  },
});

function answerOf(path: string): object | undefined {
  let m = /^\/3\/movie\/(\d+)$/.exec(path);
  if (m) return MOVIES[Number(m[1])] ?? (Number(m[1]) >= 100_000 ? madeUpMovie(Number(m[1])) : undefined);
  m = /^\/3\/tv\/(\d+)\/season\/(\d+)$/.exec(path);
  if (m) return SEASONS[`${m[1]}/${m[2]}`];
  m = /^\/3\/tv\/(\d+)$/.exec(path);
  if (m) return TV[Number(m[1])];
  m = /^\/3\/person\/(\d+)$/.exec(path);
  if (m) return PEOPLE[Number(m[1])];
  return undefined;
}

export type FakeTmdb = {
  /** The API's base URL (with `/3`) and the image base URL. */
  url: string;
  imageUrl: string;
  /** The API paths called, in order (images not included). */
  calls: string[];
  /** The next calls of `path` answer these statuses (429 with Retry-After: 1), one each, before the real answer. */
  failNext(path: string, statuses: number[]): void;
  close(): Promise<void>;
};

export async function startFakeTmdb(): Promise<FakeTmdb> {
  const jpeg = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#446688' } })
    .jpeg()
    .toBuffer();
  const calls: string[] = [];
  const failures = new Map<string, number[]>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname.startsWith('/img/')) {
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
      return;
    }
    calls.push(url.pathname);
    const failure = failures.get(url.pathname)?.shift();
    if (failure === 429) {
      res.writeHead(429, { 'retry-after': '1', 'content-type': 'application/json' });
      res.end(JSON.stringify({ status_code: 25, status_message: 'Your request count is over the allowed limit.' }));
      return;
    }
    if (failure) {
      res.writeHead(failure, { 'content-type': 'application/json' }).end('{"status_code":11}');
      return;
    }
    const bearer = req.headers.authorization === `Bearer ${FAKE_TMDB_KEY}`;
    if (url.searchParams.get('api_key') !== FAKE_TMDB_KEY && !bearer) {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status_code: 7, status_message: 'Invalid API key: You must be granted a valid key.' }));
      return;
    }
    const answer = answerOf(url.pathname);
    if (!answer) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status_code: 34, status_message: 'The resource you requested could not be found.' }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${base}/3`,
    imageUrl: `${base}/img`,
    calls,
    failNext: (path, statuses) => failures.set(path, [...(failures.get(path) ?? []), ...statuses]),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
