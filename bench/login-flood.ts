// The login flood (issue 12): one autocannon instance sends logins on 40 connections while three others,
// two connections each, read a static script, a poster and movie details. Each login runs scrypt on
// libuv's thread pool, which file reads share: the rows say whether files and other calls still answer
// in time, and how much the server's memory grew.
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import hdr from 'hdr-histogram-js';
import sharp from 'sharp';
import { openDatabase } from '../apps/server/src/db/client';
import { users } from '../apps/server/src/db/schema';
import { createAccount } from '../apps/server/src/modules/accounts/operator.service';

export const LOGIN_FLOOD = 'login flood';
const FLOOD_CONNECTIONS = 40;
const BENCH_ACCOUNT = {
  username: 'benchlogin',
  password: 'Bench#Login2026',
  email: 'benchlogin@bench.mfi.mn',
  phone: '99000001',
};

type Options = { base: string; apiKey: string; seconds: number; root: string; serverPid: number };

/** A poster in the server's media folder and the web app's entry script, as a reader's browser fetches them. */
async function files(root: string) {
  const media = path.join(path.resolve(root, process.env.DATA_DIR ?? 'data'), 'media', 'bench');
  fs.mkdirSync(media, { recursive: true });
  const poster = path.join(media, 'poster.jpg');
  if (!fs.existsSync(poster)) {
    const noise = Buffer.from(Array.from({ length: 300 * 450 * 3 }, (_, i) => (i * 2654435761) >>> 24));
    await sharp(noise, { raw: { width: 300, height: 450, channels: 3 } })
      .jpeg({ quality: 80 })
      .toFile(poster);
  }
  const index = path.join(root, 'apps/web/dist/index.html');
  const script = fs.existsSync(index)
    ? /src="(\/assets\/[^"]+\.js)"/.exec(fs.readFileSync(index, 'utf8'))?.[1]
    : undefined;
  return { poster: '/media/bench/poster.jpg', script };
}

/**
 * The account whose right password half the flood sends (PostgreSQL only: the embedded database belongs
 * to the server process), and the scrypt cost its stored hash has after the flood.
 */
async function benchAccount() {
  if (!process.env.DATABASE_URL) return undefined;
  const database = await openDatabase({ url: process.env.DATABASE_URL, poolMax: 1 });
  try {
    await createAccount(database.db, { ...BENCH_ACCOUNT, roles: [], ifMissing: true });
    return {
      hashCost: async () => {
        const [row] = await database.db
          .select({ hash: users.passwordHash })
          .from(users)
          .where(eq(users.username, BENCH_ACCOUNT.username));
        return row?.hash.split('$').slice(1, 4).join(', ');
      },
      close: () => database.close(),
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

function rssMb(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

/** Reads `paths` in turn on two connections; the latencies of every answer. */
function reader(o: Options, paths: string[], seconds: number) {
  const latencies = hdr.build({
    lowestDiscernibleValue: 1,
    highestTrackableValue: 120_000,
    numberOfSignificantValueDigits: 3,
  });
  let n = 0;
  const run = autocannon({
    url: o.base,
    connections: 2,
    duration: seconds,
    headers: { 'x-api-key': o.apiKey },
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[n++ % paths.length] }) }],
    histograms: { latencies },
  } as autocannon.Options);
  return run.then((result) => ({ latencies, errors: result.non2xx + result.errors, requests: result.requests.total }));
}

/** Right passwords of the bench account and wrong ones for names nobody has (each checked against the decoy hash). */
function flood(o: Options, right: boolean) {
  let n = 0;
  return autocannon({
    url: o.base,
    connections: FLOOD_CONNECTIONS,
    duration: o.seconds,
    method: 'POST',
    headers: { 'x-api-key': o.apiKey, 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (req) => {
          n += 1;
          const body =
            right && n % 2
              ? { username: BENCH_ACCOUNT.username, password: BENCH_ACCOUNT.password }
              : { username: `nobody${n}`, password: 'Wrong#Pass1234' };
          return { ...req, path: '/api/v1/token/login/', body: JSON.stringify(body) };
        },
      },
    ],
  } as autocannon.Options);
}

/** Movie slugs from a few list pages. */
async function movieSlugs(o: Options) {
  const pages = await Promise.all(
    [1, 3, 7, 20].map(async (page) => {
      const res = await fetch(`${o.base}/api/movie/movie-list/?countryFlag=1&page=${page}`, {
        headers: { 'x-api-key': o.apiKey },
      });
      return ((await res.json()) as { results: { slug: string }[] }).results.map((m) => m.slug);
    }),
  );
  return pages.flat();
}

export async function loginFlood(o: Options) {
  const { poster, script } = await files(o.root);
  const slugs = await movieSlugs(o);
  const account = await benchAccount();
  const targets: [string, string[], number][] = [
    ...(script ? [['static script', [script], 50] as [string, string[], number]] : []),
    ['poster (media)', [poster], 50],
    ['movie detail', slugs.map((s) => `/api/movie/api-movie-detail/?slug=${s}`), 100],
  ];
  const readAll = () => Promise.all(targets.map(([, paths]) => reader(o, paths, o.seconds)));
  try {
    const quiet = await readAll();
    const before = rssMb(o.serverPid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(o.serverPid))), 100);
    const [floodResult, busy] = await Promise.all([flood(o, Boolean(account)), readAll()]);
    await new Promise((r) => setTimeout(r, 1000));
    clearInterval(sampler);
    const codes = Object.entries(floodResult.statusCodeStats as Record<string, { count: number }>)
      .map(([code, { count }]) => `${count} × ${code}`)
      .join(', ');
    const hashCost = account ? await account.hashCost() : undefined;

    console.log(
      `\nLogin flood: ${FLOOD_CONNECTIONS} connections for ${o.seconds} s (${account ? 'half right passwords, half unknown names' : 'unknown names only: right passwords need DATABASE_URL'}), while each row is read on 2 connections.`,
    );
    console.log(
      `Logins answered: ${codes}${floodResult.errors ? `, ${floodResult.errors} socket errors` : ''}; login p50 ${floodResult.latency.p50} ms, p99 ${floodResult.latency.p99} ms.`,
    );
    if (hashCost) console.log(`The bench account's stored scrypt cost (N, r, p) after the flood: ${hashCost}.`);
    console.log('\n| read | quiet p50 | quiet p99 | flood p50 | flood p99 | flood req | non-2xx | p99 budget |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    targets.forEach(([name, , budget], i) => {
      const [q, b] = [quiet[i], busy[i]];
      const p99 = b.latencies.getValueAtPercentile(99);
      const verdict = b.errors + q.errors > 0 ? 'FAIL' : p99 < budget ? 'ok' : 'OVER';
      // No answer at all (each read timed out after 10 s) leaves the histogram empty.
      const [p50s, p99s] = b.requests
        ? [b.latencies.getValueAtPercentile(50), p99]
        : ['none answered', 'none answered'];
      console.log(
        `| ${name} | ${q.latencies.getValueAtPercentile(50)} | ${q.latencies.getValueAtPercentile(99)} | ${p50s} | ${p99s} | ${b.requests} | ${b.errors + q.errors} | < ${budget} ${verdict} |`,
      );
    });
    const growth = peak - before;
    console.log(
      `| server memory (RSS) | ${before.toFixed(0)} MB before | | peak ${peak.toFixed(0)} MB | +${growth.toFixed(0)} MB | | | < +100 ${growth < 100 ? 'ok' : 'OVER'} |`,
    );
  } finally {
    await account?.close();
  }
}

/** The flood comes from one address here; the limit per address is lifted so it stands for a crowd of them. */
export const floodServerEnv = { LOGIN_LIMIT_PER_MINUTE: '1000000' };
