import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMetricsAllow } from '../config';
import { buildTestApp, type TestApp } from '../test/app';
import { makeMovie } from '../test/factories/movies';

// Issue 28 part 5: GET /api/metrics in Prometheus' text format, read by loopback, the METRICS_ALLOW
// addresses or the METRICS_TOKEN holder, and to anyone else exactly an unknown path (decision 031).

const TOKEN = 'scrape-token-0123456789';
const SCRAPER = '10.44.0.7';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { METRICS_ALLOW: `${SCRAPER}, 192.168.50.0/24`, METRICS_TOKEN: TOKEN } });
});
afterAll(() => t.close());

/** A scrape as Prometheus sends it: no API key, from `ip`. */
const scrape = (ip: string, headers: Record<string, string> = {}) =>
  t.call({ method: 'GET', url: '/api/metrics', ip, headers, noKey: true });

/** The value of one series in a scrape, or undefined when it is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '').split(',');
    if (wanted.every((w) => have.includes(w))) return Number(match[3]);
  }
  return undefined;
}

describe('who may read the metrics', () => {
  it('answers loopback, in any of its spellings, without an API key', async () => {
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await scrape(ip);
      expect(res.statusCode, ip).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    }
  });

  it('answers an address or a network of METRICS_ALLOW', async () => {
    expect((await scrape(SCRAPER)).statusCode).toBe(200);
    expect((await scrape(`::ffff:${SCRAPER}`)).statusCode).toBe(200);
    expect((await scrape('192.168.50.200')).statusCode).toBe(200);
  });

  it('answers anyone with the Bearer token', async () => {
    expect((await scrape('203.0.113.9', { authorization: `Bearer ${TOKEN}` })).statusCode).toBe(200);
  });

  it('answers anyone else as an unknown path: 404 with the API key, 403 without, 401 with a wrong token', async () => {
    const stranger = '203.0.113.9';
    const unknown = (headers: Record<string, string>) =>
      t.call({ method: 'GET', url: '/api/no-such-metrics', ip: stranger, headers, noKey: true });
    const cases: Record<string, string>[] = [
      { 'x-api-key': 'test-key' },
      {},
      { 'x-api-key': 'test-key', authorization: 'Bearer wrong-token-0123456789' },
      { 'x-api-key': 'test-key', authorization: `Bearer ${TOKEN}x` },
    ];
    for (const headers of cases) {
      const [metrics, other] = [await scrape(stranger, headers), await unknown(headers)];
      expect(metrics.statusCode, JSON.stringify(headers)).toBe(other.statusCode);
      expect(metrics.body).toBe(other.body);
      expect(metrics.headers['content-type']).toBe(other.headers['content-type']);
    }
    expect((await scrape(stranger, { 'x-api-key': 'test-key' })).statusCode).toBe(404);
    expect((await scrape('10.44.0.8', { 'x-api-key': 'test-key' })).statusCode).toBe(404);
  });

  it('does not take a loopback peer that forwards someone else’s request for a local caller', async () => {
    // Without TRUST_PROXY, a local nginx's requests all come from 127.0.0.1: its forwarding header says so.
    const res = await scrape('127.0.0.1', { 'x-forwarded-for': '203.0.113.9', 'x-api-key': 'test-key' });
    expect(res.statusCode).toBe(404);
    const withToken = await scrape('127.0.0.1', { 'x-forwarded-for': '203.0.113.9', authorization: `Bearer ${TOKEN}` });
    expect(withToken.statusCode).toBe(200);
  });

  it('is not in the OpenAPI document', async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/docs/json', noKey: true })).json();
    expect(Object.keys(doc.paths)).not.toContain('/api/metrics');
  });
});

describe('behind a proxy named by TRUST_PROXY', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await buildTestApp({ env: { TRUST_PROXY: '10.0.0.2', METRICS_ALLOW: SCRAPER } });
  });
  afterAll(() => proxied.close());

  it('judges the forwarded client, not the proxy', async () => {
    const via = (client: string) =>
      proxied.call({
        method: 'GET',
        url: '/api/metrics',
        ip: '10.0.0.2',
        noKey: true,
        headers: { 'x-forwarded-for': client, 'x-api-key': 'test-key' },
      });
    expect((await via(SCRAPER)).statusCode).toBe(200);
    expect((await via('203.0.113.9')).statusCode).toBe(404);
  });
});

describe('what the metrics say', () => {
  it('counts requests by route pattern, method and status class, never by the raw address', async () => {
    const slug = 'a-raw-slug-77123';
    await t.call({ method: 'GET', url: '/sitemaps/movies-77123.xml' });
    await t.call({ method: 'GET', url: `/api/movie/api-movie-detail/?slug=${slug}` });
    await t.call({ method: 'GET', url: '/api/no-such-thing/77123' });
    const text = (await scrape('127.0.0.1')).body;
    expect(
      sample(text, 'mfi_http_request_duration_seconds_count', { route: '/sitemaps/:file', method: 'GET' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'mfi_http_request_duration_seconds_count', {
        route: '/api/movie/api-movie-detail/',
        method: 'GET',
        status_class: '4xx',
      }),
    ).toBe(1);
    expect(
      sample(text, 'mfi_http_request_duration_seconds_count', { route: 'unmatched', status_class: '4xx' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'mfi_http_request_duration_seconds_bucket', { route: '/api/movie/api-movie-detail/', le: '+Inf' }),
    ).toBe(1);
    expect(text).not.toContain('77123');
    expect(text).not.toContain(slug);
  });

  it('counts the catalogue cache’s hits and misses by kind, and the session cache’s', async () => {
    const movie = await makeMovie(t.database.db);
    const user = await t.signedInUser();
    const lookups = async (cache: string, kind: string, result: string) =>
      sample((await scrape('127.0.0.1')).body, 'mfi_cache_lookups_total', { cache, kind, result }) ?? 0;
    const [misses, hits, tokenHits] = [
      await lookups('catalogue', 'movie', 'miss'),
      await lookups('catalogue', 'movie', 'hit'),
      await lookups('sessions', 'token', 'hit'),
    ];
    for (let i = 0; i < 3; i++) await t.call({ method: 'GET', url: `/api/movie/api-movie-detail/?slug=${movie.slug}` });
    for (let i = 0; i < 2; i++) await t.call({ method: 'GET', url: '/api/v1/users/me/', token: user.token });
    expect(await lookups('catalogue', 'movie', 'miss')).toBe(misses + 1);
    expect(await lookups('catalogue', 'movie', 'hit')).toBe(hits + 2);
    expect(await lookups('sessions', 'token', 'hit')).toBeGreaterThanOrEqual(tokenHits + 1);
    const text = (await scrape('127.0.0.1')).body;
    expect(sample(text, 'mfi_cache_entries', { cache: 'catalogue' })).toBeGreaterThanOrEqual(1);
  });

  it('shows the password-hash queue, the event-loop lag and the process, and no pool on PGlite', async () => {
    const text = (await scrape('127.0.0.1')).body;
    expect(sample(text, 'mfi_password_hash_threads')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'mfi_password_hash_running')).toBe(0);
    expect(sample(text, 'mfi_password_hash_waiting')).toBe(0);
    expect(sample(text, 'mfi_password_hash_queue_limit')).toBe(8);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    if (t.database.kind === 'pglite') expect(text).not.toMatch(/^mfi_db_pool_connections /m);
    else expect(sample(text, 'mfi_db_pool_connections')).toBeGreaterThanOrEqual(1);
  });

  it('keeps two apps in one process apart', async () => {
    const other = await buildTestApp();
    try {
      await other.call({ method: 'GET', url: '/api/health' });
      const text = (await other.call({ method: 'GET', url: '/api/metrics', ip: '127.0.0.1' })).body;
      expect(sample(text, 'mfi_http_request_duration_seconds_count', { route: '/api/health' })).toBe(1);
      expect(sample(text, 'mfi_cache_lookups_total', { kind: 'movie' })).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});

describe('METRICS_ALLOW', () => {
  it('takes addresses and CIDRs, and stops the start on anything else', () => {
    expect(parseMetricsAllow(' 10.0.0.1, ::1 ,192.168.0.0/16,fd00::/8')).toEqual([
      '10.0.0.1',
      '::1',
      '192.168.0.0/16',
      'fd00::/8',
    ]);
    expect(parseMetricsAllow(undefined)).toEqual([]);
    for (const bad of ['prometheus.local', '10.0.0.0/33', '10.0.0.1/8/1', 'loopback'])
      expect(() => parseMetricsAllow(bad), bad).toThrow(/METRICS_ALLOW/);
  });
});
