// `npm run bench:instances` (issue 28 part 6): movie detail and movie list requests a second with one
// instance, one behind nginx and two behind nginx (deploy/nginx.conf.template), the catalogue cache on
// (30 s, as in production) and off (every read cold), on DATABASE_URL's scale data and a Redis (REDIS_URL,
// default the machine's at db 9). Each row: a warm-up of BENCH_SECONDS, then BENCH_SECONDS measured.
import autocannon from 'autocannon';
import hdr from 'hdr-histogram-js';
import { startNginx } from '../apps/server/src/test/nginx';
import { type ServerProcess, startServerProcess, stopServerProcesses } from '../apps/server/src/test/server-process';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const API_KEY = 'bench-instances-key';
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('Set DATABASE_URL to the scale data set (npm run seed:scale)');
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/9';

type Row = {
  setup: string;
  cache: string;
  call: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Non-2xx answers by status, and socket errors: `0`, or e.g. `502 ×3`. */
  errors: string;
};

async function get<T>(base: string, path: string): Promise<T> {
  const res = await fetch(base + path, { headers: { 'x-api-key': API_KEY } });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return res.json() as Promise<T>;
}

/** 300 movie details and 500 filtered, sorted list pages, as bench/run.ts reads them. */
async function paths(base: string) {
  const slugs: string[] = [];
  for (let page = 1; slugs.length < 300; page += 1) {
    const list = await get<{ results: { slug: string }[] }>(
      base,
      `/api/movie/movie-list/?page=${page}&sort=${page % 8 || 1}`,
    );
    slugs.push(...list.results.map((m) => m.slug));
  }
  return {
    'movie detail': slugs.slice(0, 300).map((s) => `/api/movie/api-movie-detail/?slug=${s}`),
    'movie list': Array.from(
      { length: 500 },
      (_, i) =>
        `/api/movie/movie-list/?countryFlag=${1 + (i % 4)}&genre=${1 + (i % 10)}&sort=${1 + (i % 8)}&page=${1 + i}`,
    ),
  };
}

async function drive(base: string, list: string[]) {
  const latencies = hdr.build({
    lowestDiscernibleValue: 1,
    highestTrackableValue: 60_000,
    numberOfSignificantValueDigits: 3,
  });
  let i = 0;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'x-api-key': API_KEY },
    requests: [{ setupRequest: (req) => ({ ...req, path: list[i++ % list.length] }) }],
    histograms: { latencies },
  } as autocannon.Options);
  const p = (q: number) => latencies.getValueAtPercentile(q);
  return {
    rps: Math.round(result.requests.average),
    p50: p(50),
    p95: p(95),
    p99: p(99),
    errors: failuresOf(result),
  };
}

/** Each non-2xx status with its count, and the socket errors: `0` when there were none. */
function failuresOf(result: autocannon.Result) {
  const stats = (result as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  const parts = Object.entries(stats)
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, { count }]) => `${status} ×${count}`);
  if (result.errors) parts.push(`socket errors ×${result.errors}`);
  return parts.join(', ') || '0';
}

/** Instances on the scale data, sharing Redis; `cacheMs` 0 turns the catalogue cache off. */
function instances(count: number, cacheMs: number): Promise<ServerProcess[]> {
  const env = {
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl!,
    REDIS_URL: redisUrl,
    API_KEY,
    DATABASE_POOL_MAX: '3',
    CATALOGUE_CACHE_TTL_MS: String(cacheMs),
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '127.0.0.1',
  };
  return Promise.all(Array.from({ length: count }, () => startServerProcess(env)));
}

const rows: Row[] = [];
try {
  for (const [cache, cacheMs] of [
    ['cached (30 s)', 30_000],
    ['cold (cache off)', 0],
  ] as const) {
    for (const setup of ['one instance', 'one behind nginx', 'two behind nginx'] as const) {
      const servers = await instances(setup === 'two behind nginx' ? 2 : 1, cacheMs);
      const nginx = setup === 'one instance' ? undefined : await startNginx(servers.map((s) => s.port));
      const base = nginx?.url ?? servers[0].url;
      try {
        for (const [call, list] of Object.entries(await paths(base))) {
          await drive(base, list); // warm-up: JIT, pools, and the cache when on
          const measured = await drive(base, list);
          rows.push({ setup, cache, call, ...measured });
          console.log(`${setup}, ${cache}, ${call}: ${measured.rps} req/s, p95 ${measured.p95} ms`);
        }
      } finally {
        await nginx?.stop();
        stopServerProcesses();
      }
    }
  }
} finally {
  stopServerProcesses();
}

console.log(`\nPostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s per row (latency in ms)\n`);
console.log('| call | cache | setup | req/s | p50 | p95 | p99 | non-2xx |');
console.log('|---|---|---|---:|---:|---:|---:|---:|');
for (const r of rows)
  console.log(`| ${r.call} | ${r.cache} | ${r.setup} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} |`);
