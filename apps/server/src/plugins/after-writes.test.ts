import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { afterWriteOf } from '../after-write/after-write';
import { CatalogueCache } from '../lib/cache';
import { buildTestApp, type TestApp } from '../test/app';
import { afterWriteProblem, registerAfterWrites } from './after-writes';

// Every write goes through its aggregate's after-write (issue 13): each write call of the OpenAPI
// document declares what it writes, a write route that declares nothing is refused at start-up, and under
// test a successful write that skipped its declared after-write answers 500 instead (so every route test
// that writes is also a test of its after-write).

type Operation = { 'x-writes'?: string };

describe('write routes declare their aggregate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('every write call of the API says which aggregate it writes', async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/docs/json', noKey: true })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const writes = Object.entries(doc.paths).flatMap(([url, ops]) =>
      Object.entries(ops)
        .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, op]) => ({ call: `${method.toUpperCase()} ${url}`, writes: op['x-writes'] })),
    );
    expect(writes.length).toBeGreaterThan(60);
    expect(writes.filter((w) => !w.writes)).toEqual([]);
    // The catalogue's calls name a catalogue aggregate; only account and queue calls, the about-us page
    // (read uncached, decision 017) and the festival entrant's e-mail code write nothing cached.
    const none = writes.filter((w) => w.writes === 'none').map((w) => w.call);
    expect(
      none.filter(
        (call) => !/\/(v1|user[\w-]*|add-\w+|update-serial|institute|award\/registration-email-code)\//.test(call),
      ),
    ).toEqual([]);
  });
});

describe('the after-write check', () => {
  const cache = new CatalogueCache({ ttlMs: 1000, maxEntries: 10 });
  // A stand-in aggregate's effects: the check keys on the name a route declares.
  const movie = afterWriteOf('movie');

  async function appWith(routes: (app: ReturnType<typeof Fastify>) => void, enforce = true) {
    const app = Fastify();
    registerAfterWrites(app, { cache }, { enforce });
    routes(app);
    await app.ready();
    return app;
  }

  it('refuses a write route that declares nothing', async () => {
    await expect(appWith((app) => app.post('/x', async () => ({ ok: true })))).rejects.toThrow(/config: \{ writes/);
    // Reads need no declaration.
    await expect(appWith((app) => app.get('/x', async () => ({ ok: true })))).resolves.toBeDefined();
  });

  it('fails a successful write whose aggregate’s after-write did not run', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = await appWith((app) => {
      app.post('/forgot', { config: { writes: 'movie' } }, async () => ({ ok: true }));
      app.post('/done', { config: { writes: 'movie' } }, async () => {
        await Promise.resolve();
        movie.catalogue({ cache });
        return { ok: true };
      });
      app.post('/wrong', { config: { writes: 'serial' } }, async () => {
        movie.nothingCached();
        return { ok: true };
      });
      app.post('/none', { config: { writes: 'none' } }, async () => {
        movie.community({ cache }, 'movie#1');
        return { ok: true };
      });
      app.post('/refused', { config: { writes: 'movie' } }, async (_req: FastifyRequest, reply: FastifyReply) =>
        reply.code(400).send({ no: 1 }),
      );
    });
    const forgot = await app.inject({ method: 'POST', url: '/forgot' });
    expect(forgot.statusCode).toBe(500);
    expect(forgot.json().detail).toMatch(/POST \/forgot: declares 'movie' but did not call movieAfterWrite/);
    expect((await app.inject({ method: 'POST', url: '/done' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/wrong' })).json().detail).toMatch(/ran movie's instead/);
    expect((await app.inject({ method: 'POST', url: '/none' })).json().detail).toMatch(/declares 'none'/);
    // A refused write changed nothing: its answer stands.
    expect((await app.inject({ method: 'POST', url: '/refused' })).statusCode).toBe(400);
    expect(logged).toHaveBeenCalledTimes(3);
    logged.mockRestore();
    await app.close();
  });

  it('costs production nothing per request: no record, no answer changed', async () => {
    const app = await appWith(
      (app) => app.post('/forgot', { config: { writes: 'movie' } }, async () => ({ ok: 1 })),
      false,
    );
    expect((await app.inject({ method: 'POST', url: '/forgot' })).statusCode).toBe(200);
    await app.close();
  });

  it("drops a signed-in writer's own pages after a successful write, whatever it declares, and not otherwise", async () => {
    const forget = vi.spyOn(cache, 'forget');
    const app = await appWith((app) => {
      app.decorateRequest('user', null);
      app.addHook('onRequest', async (request: FastifyRequest) => {
        const id = Number(request.headers['x-member']);
        if (id) Object.assign(request, { user: { id } });
      });
      app.post('/like', { config: { writes: 'none' } }, async () => ({ ok: true }));
      app.post('/refused', { config: { writes: 'none' } }, async (_req: FastifyRequest, reply: FastifyReply) =>
        reply.code(403).send({ no: 1 }),
      );
      app.get('/read', async () => ({ ok: true }));
    });
    await app.inject({ method: 'POST', url: '/like', headers: { 'x-member': '7' } });
    expect(forget).toHaveBeenCalledWith('member#7');
    forget.mockClear();
    await app.inject({ method: 'POST', url: '/refused', headers: { 'x-member': '7' } });
    await app.inject({ method: 'GET', url: '/read', headers: { 'x-member': '7' } });
    await app.inject({ method: 'POST', url: '/like' });
    expect(forget).not.toHaveBeenCalled();
    forget.mockRestore();
    await app.close();
  });

  it('names what went wrong', () => {
    expect(afterWriteProblem('movie', new Set(['movie']))).toBeNull();
    expect(afterWriteProblem('none', new Set())).toBeNull();
    expect(afterWriteProblem('journal', new Set())).toMatch(/did not call journalAfterWrite/);
  });
});
