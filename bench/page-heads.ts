import fs from 'node:fs';
import type { BenchKit, Scenario } from './scenario';

// Issue 26: a page's head is read through the same service and cache as its API call, and adds under a
// millisecond to a cached answer (the two rows side by side: the movie detail API, and the movie's page); the
// sitemaps are written as streams, so the scale data's million episodes cost the server no memory spike
// (SITEMAP_MEMORY: every sitemap file fetched in turn, the server's peak resident memory before and after).
// BENCH_ONLY="page head|sitemap" measures them alone.

export const SITEMAP_MEMORY = 'sitemap memory';

export function pageHeadScenarios(kit: BenchKit): Scenario[] {
  const slugs = kit.movieSlugs.slice(0, 300);
  return [
    {
      name: 'page head: movie detail API (the baseline)',
      budgetMs: 20,
      paths: slugs.map((slug) => `/api/movie/api-movie-detail/?slug=${slug}`),
    },
    {
      name: 'page head: the movie page (index.html with its head)',
      budgetMs: 21,
      paths: slugs.map((slug) => `/movie/${slug}/detail`),
    },
  ];
}

/** Peak resident memory of a process so far (Linux's VmHWM), in MB. */
const peakMb = (pid: number) =>
  Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

export async function sitemapMemory(base: string, serverPid: number) {
  const before = peakMb(serverPid);
  const started = Date.now();
  const index = await (await fetch(`${base}/sitemap.xml`)).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  let urls = 0;
  let bytes = 0;
  let largest = { file: '', ms: 0 };
  for (const file of files) {
    const t = Date.now();
    const body = await (await fetch(`${base}${file}`)).text();
    const ms = Date.now() - t;
    if (ms > largest.ms) largest = { file, ms };
    urls += body.split('<url>').length - 1;
    bytes += body.length;
  }
  const after = peakMb(serverPid);
  console.log(
    `\nSitemaps: ${files.length} files, ${urls.toLocaleString('en')} addresses, ${(bytes / 1e6).toFixed(0)} MB of XML in ${((Date.now() - started) / 1000).toFixed(1)} s; slowest file ${largest.file} ${largest.ms} ms`,
  );
  console.log(
    `Server peak resident memory: ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after (+${(after - before).toFixed(0)} MB)\n`,
  );
}
