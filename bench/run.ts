// `npm run bench`: starts the server on the scale data set (PostgreSQL when DATABASE_URL is set, else the
// embedded database in DATA_DIR), drives each catalogue call with 50 concurrent connections and prints
// p50/p95/p99 latency and requests per second. Seed first with `npm run seed:scale`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import hdr from 'hdr-histogram-js';

const root = path.resolve(import.meta.dirname, '..');
fs.mkdirSync(path.join(root, '.test-results'), { recursive: true });
const PORT = Number(process.env.BENCH_PORT ?? 8189);
const BASE = `http://127.0.0.1:${PORT}`;
const API_KEY = process.env.API_KEY ?? 'mfi-dev-key';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

type Scenario = { name: string; budgetMs: number; paths: string[] };

const serverLog = fs.openSync(path.join(root, '.test-results/bench-server.log'), 'w');
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  // The server's own output goes to a file, so the table stays readable.
  stdio: ['ignore', serverLog, serverLog],
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

async function get<T>(p: string): Promise<T> {
  const res = await fetch(BASE + p, { headers: { 'x-api-key': API_KEY } });
  if (!res.ok) throw new Error(`${p} answered ${res.status}`);
  return res.json() as Promise<T>;
}

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('The server did not start');
}

/** Real slugs and ids from the catalogue, so every request hits a different row. */
async function scenarios(): Promise<Scenario[]> {
  const pages = await Promise.all([1, 2, 3, 50, 400].map((p) => get<{ results: { slug: string }[]; count: number }>(`/api/movie/movie-list/?countryFlag=1&page=${p}`)));
  const movieSlugs = pages.flatMap((p) => p.results.map((m) => m.slug));
  const artistPages = await Promise.all([1, 5, 40].map((p) => get<{ artist_list: { person_slug: string }[] }>(`/api/artist/artist-list/?countryFlag=2&page=${p}`)));
  const artistSlugs = artistPages.flatMap((p) => p.artist_list.map((a) => a.person_slug));
  const { genre_list } = await get<{ genre_list: { id: number }[] }>('/api/genre/api-genre-list/');
  const { country_list } = await get<{ country_list: { id: number }[] }>('/api/country/api-country-list/');
  const genres = genre_list.map((g) => g.id);
  const countries = country_list.slice(1, 40).map((c) => c.id);
  const terms = ['tsetseg', 'хөх тэнгэр', 'mountain star', 'Хайр', 'gobi wolf', 'nuuts tuuh', 'eagle dawn', 'тэмээ'];
  const n = (k: number) => Array.from({ length: k }, (_, i) => i);

  console.log(`Catalogue: ${pages[0].count} published full-length international movies; ${movieSlugs.length} movie and ${artistSlugs.length} artist slugs sampled.`);
  return [
    {
      name: 'movie list: 3 filters + sort',
      budgetMs: 50,
      paths: n(60).map((i) => `/api/movie/movie-list/?countryFlag=1&genre=${genres[i % genres.length]}&year=1970,2020&yearFlag=1&formation=${1 + (i % 3)}&sort=${3 + (i % 2) * 4}&page=${1 + (i % 4)}`),
    },
    {
      name: 'movie list: country + grade + runtime',
      budgetMs: 50,
      paths: n(60).map((i) => `/api/movie/movie-list/?countryFlag=1&country=${countries[i % countries.length]}&grade=50,100&gradeFlag=1&runtime=60,150&runtimeFlag=1&sort=1&page=${1 + (i % 3)}`),
    },
    { name: 'movie list: search', budgetMs: 50, paths: terms.map((t) => `/api/movie/movie-list/?countryFlag=1&search=${encodeURIComponent(t)}`) },
    { name: 'movie search (picker)', budgetMs: 50, paths: terms.map((t) => `/api/movie/api-search-movie-list/?movie=${encodeURIComponent(t)}`) },
    { name: 'movie detail', budgetMs: 20, paths: movieSlugs.map((s) => `/api/movie/api-movie-detail/?slug=${s}`) },
    { name: 'movie artists (detail sub-call)', budgetMs: 20, paths: movieSlugs.map((s) => `/api/movie/api-movie-artist-list/?slug=${s}&loadMore=1`) },
    { name: 'similar movies', budgetMs: 50, paths: movieSlugs.slice(0, 100).map((s) => `/api/movie/api-similar-movies/?slug=${s}`) },
    { name: 'artist list: Mongolian, sorted', budgetMs: 50, paths: n(20).map((i) => `/api/artist/artist-list/?countryFlag=2&sort=${1 + (i % 4)}&page=${1 + i}`) },
    { name: 'artist search', budgetMs: 50, paths: terms.map((t) => `/api/artist/api-search-artist-list/?artist=${encodeURIComponent(t)}`) },
    { name: 'artist detail', budgetMs: 20, paths: artistSlugs.map((s) => `/api/artist/api-artist-detail/?slug=${s}`) },
    { name: 'artist movies by decade', budgetMs: 20, paths: artistSlugs.map((s) => `/api/artist/api-artist-movies/?slug=${s}`) },
  ];
}

async function measure(s: Scenario) {
  const latencies = hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 60_000, numberOfSignificantValueDigits: 3 });
  let i = 0;
  const result = await autocannon({
    url: BASE,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'x-api-key': API_KEY },
    requests: [{ setupRequest: (req) => ({ ...req, path: s.paths[i++ % s.paths.length] }) }],
    histograms: { latencies },
  } as autocannon.Options);
  const p = (q: number) => latencies.getValueAtPercentile(q);
  return { name: s.name, p50: p(50), p95: p(95), p99: p(99), rps: Math.round(result.requests.average), errors: result.non2xx + result.errors, budget: s.budgetMs };
}

try {
  await waitForServer();
  const rows = [];
  for (const s of await scenarios()) {
    await measure({ ...s, paths: s.paths.slice(0, 5) }); // warm the caches and the JIT
    rows.push(await measure(s));
  }
  const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(`\n${db}, ${CONNECTIONS} connections, ${SECONDS} s per call (latency in ms)\n`);
  console.log('| call | p50 | p95 | p99 | req/s | non-2xx | p95 budget |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    const verdict = r.p95 <= r.budget ? 'ok' : 'OVER';
    console.log(`| ${r.name} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.rps} | ${r.errors} | < ${r.budget} ${verdict} |`);
  }
} finally {
  stop();
}
