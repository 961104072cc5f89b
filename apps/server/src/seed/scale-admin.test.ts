import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';
import { makeMovies } from '../test/factories/movies';
import { makeSeason, makeSerial } from '../test/factories/serials';
import { scaleAdminToken, seedScaleAdmin } from './scale-admin';

let t: TestApp;
beforeAll(async () => {
  // A database of its own: the scale seeds read every scale-* row of the database.
  t = await buildTestApp({ ownDatabase: true });
});
afterAll(() => t.close());

const admin = (url: string) => t.call({ method: 'GET', url, token: scaleAdminToken() });

describe('scale admin console', () => {
  it('fills the queue, the movies’ histories and the audit log, once, for the bench admin to read', async () => {
    const db = t.database.db;
    await db.execute(sql`
      insert into users (username, email, phone, password_hash, slug, is_active, firstname)
      select 'scale_u' || n, 'scale-user-' || n || '@scale.mfi.mn', 's' || n, '!', 'scale-user-' || n, true, 'Үзэгч'
      from generate_series(1, 3) n`);
    const [film] = await makeMovies(db, 4, (i) => ({ slug: `scale-movie-${i}` }));
    const serial = await makeSerial(db);
    for (const n of [1, 2]) await makeSeason(db, serial.id, { seasonNum: n });
    const size = { drafts: 6, revisionsPerMovie: 3, auditRows: 20 };
    expect(await seedScaleAdmin(db, () => {}, size)).toBe(true);
    expect(await seedScaleAdmin(db, () => {}, size)).toBe(false);

    const queue = await admin('/api/admin/api-queue/?kind=episode');
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().count).toBeGreaterThanOrEqual(6);
    const history = await admin(`/api/admin/api-history/?kind=movie&id=${film.id}`);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().results.map((r: { action: string }) => r.action)).toEqual(['publish', 'update', 'create']);
    const audit = await admin('/api/admin/api-audit-list/');
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.json().results.length).toBeGreaterThan(0);
  });
});
