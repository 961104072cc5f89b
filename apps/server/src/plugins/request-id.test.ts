import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshTestDatabase } from '../test/database';
import { buildTestApp, type TestApp } from '../test/app';

// Issue 28 part 5: each request has one id, on every log line (Fastify's reqId) and on its answer
// (x-request-id); a sane id from the caller (a proxy's) is kept, anything else is replaced (decision 031).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const health = (headers: Record<string, string> = {}) => t.call({ method: 'GET', url: '/api/health', headers });

describe('the request id', () => {
  it('is the caller’s x-request-id when it is a sane token', async () => {
    for (const id of ['abc-123', 'nginx.9f8e7d_01', 'x'.repeat(64)]) {
      expect((await health({ 'x-request-id': id })).headers['x-request-id']).toBe(id);
    }
  });

  it('is a new UUID when none is sent, or the one sent is too long or holds other characters', async () => {
    const ids = new Set<string>();
    for (const id of [undefined, 'x'.repeat(65), 'two words', 'a;b', 'id\u00e9', '']) {
      const res = await health(id === undefined ? {} : { 'x-request-id': id });
      const answered = String(res.headers['x-request-id']);
      expect(answered, String(id)).toMatch(UUID);
      ids.add(answered);
    }
    expect(ids.size).toBe(6);
  });

  it('comes back on answers a hook or the not-found handler gave', async () => {
    const refused = await t.call({
      method: 'GET',
      url: '/api/movie/movie-list/',
      noKey: true,
      headers: { 'x-request-id': 'no-key-1' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['x-request-id']).toBe('no-key-1');
    const missing = await t.call({
      method: 'GET',
      url: '/api/no-such-thing/',
      headers: { 'x-request-id': 'missing-1' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toBe('missing-1');
  });
});

describe('a 5xx answer', () => {
  let broken: TestApp;
  beforeAll(async () => {
    const database = await freshTestDatabase();
    broken = await buildTestApp({ database });
    await database.close(); // the database is gone: every call that needs it fails
  });
  afterAll(() => broken.close());

  it('names the request, so the failure can be found in the log', async () => {
    const res = await broken.call({
      method: 'GET',
      url: '/api/movie/movie-list/',
      headers: { 'x-request-id': 'fails-1' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expect(res.headers['x-request-id']).toBe('fails-1');
    const generated = await broken.call({ method: 'GET', url: '/api/movie/movie-list/' });
    expect(generated.statusCode).toBeGreaterThanOrEqual(500);
    expect(String(generated.headers['x-request-id'])).toMatch(UUID);
  });
});
