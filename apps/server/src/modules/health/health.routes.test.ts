import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshTestDatabase } from '../../test/database';
import { buildTestApp, type TestApp } from '../../test/app';

// Issue 28 part 5: /api/health reports each part apart (the database, Redis, the media storage) and keeps
// the keys monitors already read (`status`, `database: "<kind>:up|down"`); 503 only while the database is down.

const health = (t: TestApp) => t.call({ method: 'GET', url: '/api/health', noKey: true });

describe('a healthy server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 with each part, and no Redis configured', async () => {
    const res = await health(t);
    expect(res.statusCode).toBe(200);
    const kind = t.database.kind;
    expect(res.json()).toEqual({
      status: 'ok',
      database: `${kind}:up`,
      checks: {
        database: { ok: true, ms: expect.any(Number), kind },
        redis: { configured: false },
        storage: { ok: true, ms: expect.any(Number) },
      },
    });
  });

  it('leaves nothing behind in the media folder', async () => {
    await health(t);
    expect(fs.readdirSync(path.join(t.dataDir, 'media')).filter((f) => f.startsWith('.health'))).toEqual([]);
  });

  it('says degraded, still 200, when the media folder cannot be written', async () => {
    const media = path.join(t.dataDir, 'media');
    fs.rmSync(media, { recursive: true, force: true });
    fs.writeFileSync(media, 'a file where the folder should be');
    try {
      const res = await health(t);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'degraded',
        database: `${t.database.kind}:up`,
        checks: { database: { ok: true }, storage: { ok: false } },
      });
    } finally {
      fs.rmSync(media, { force: true });
      fs.mkdirSync(media);
    }
    expect((await health(t)).json()).toMatchObject({ status: 'ok' });
  });
});

describe('a server whose database is gone', () => {
  let t: TestApp;
  beforeAll(async () => {
    const database = await freshTestDatabase();
    t = await buildTestApp({ database });
    await database.close();
  });
  afterAll(() => t.close());

  it('answers 503, degraded, with the storage still reported', async () => {
    const res = await health(t);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'degraded',
      database: `${t.database.kind}:down`,
      checks: {
        database: { ok: false, ms: expect.any(Number), kind: t.database.kind },
        redis: { configured: false },
        storage: { ok: true, ms: expect.any(Number) },
      },
    });
  });
});
