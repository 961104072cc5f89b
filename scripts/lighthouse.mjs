// `npm run lighthouse`: Lighthouse 12's mobile profile (simulated slow 4G and a 4× slower CPU) against the built
// site with the demo data, on Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium), one page of each
// public type (the first address of each sitemap section, and home). Prints each page's scores and timings and
// writes them to .test-results/lighthouse.json. Issue 26 part 5's goals: performance ≥ 95, LCP < 2.5 s,
// TBT < 200 ms, CLS < 0.05.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '..');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SECTIONS = {
  movies: 'movie',
  serials: 'serial',
  episodes: 'episode',
  artists: 'artist',
  journals: 'journal article',
  lists: 'list',
  profiles: 'profile',
};

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function startServer() {
  if (process.env.LIGHTHOUSE_SKIP_BUILD !== '1') {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mfi-lighthouse-'));
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) break;
    } catch {
      if (tries > 240) throw new Error('the server did not start');
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return { base, stop: () => (server.kill('SIGTERM'), fs.rmSync(dataDir, { recursive: true, force: true })) };
}

/** Home, then the first address of each page type's sitemap section. */
async function pagesOf(base) {
  const index = await (await fetch(`${base}/sitemap.xml`)).text();
  const pages = [['home', '/']];
  for (const [section, name] of Object.entries(SECTIONS)) {
    const file = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => m[1])
      .find((loc) => loc.endsWith(`/${section}-1.xml`));
    if (!file) continue;
    const loc = /<url><loc>([^<]+)<\/loc>/.exec(await (await fetch(file)).text())?.[1];
    if (loc) pages.push([name, new URL(loc).pathname]);
  }
  return pages;
}

const { base, stop } = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const rows = [];
try {
  for (const [name, pagePath] of await pagesOf(base)) {
    const result = await lighthouse(`${base}${pagePath}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const { categories, audits, runtimeError, runWarnings } = result.lhr;
    if (runtimeError) console.error(`${name}: ${runtimeError.code} ${runtimeError.message}`);
    for (const warning of runWarnings ?? []) console.error(`${name}: ${warning}`);
    const value = (key, digits = 0) => Number((audits[key]?.numericValue ?? NaN).toFixed(digits));
    const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
    const scripts = (audits['network-requests']?.details?.items ?? [])
      .filter((r) => r.resourceType === 'Script')
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    rows.push({
      page: name,
      path: pagePath,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift', 3),
      fcpMs: value('first-contentful-paint'),
      scriptKiB: Math.round(scripts / 1024),
      totalKiB: Math.round((audits['total-byte-weight']?.numericValue ?? 0) / 1024),
      lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
    });
    console.error(`${name} done`);
  }
} finally {
  await chrome.kill();
  stop();
}

const header = ['page', 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'FCP ms', 'JS KiB', 'total KiB'];
const lines = rows.map((r) => [
  r.page,
  r.performance,
  r.accessibility,
  r.bestPractices,
  r.seo,
  r.lcpMs,
  r.tbtMs,
  r.cls,
  r.fcpMs,
  r.scriptKiB,
  r.totalKiB,
]);
console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
for (const line of lines) console.log(`| ${line.join(' | ')} |`);
console.log('\nLargest contentful paint, by page:');
for (const r of rows) console.log(`  ${r.page}: ${r.lcpElement.slice(0, 160)}`);
fs.mkdirSync(path.join(root, '.test-results'), { recursive: true });
fs.writeFileSync(path.join(root, '.test-results/lighthouse.json'), JSON.stringify(rows, null, 2));
