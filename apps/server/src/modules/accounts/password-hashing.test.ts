import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { needsRehash } from '../../lib/passwords';
import { STRONG_PASSWORD, buildTestApp, unique, type TestApp } from '../../test/app';
import { createAccount } from './operator.service';

// Issue 12, item 2: a flood of logins ran scrypt on all of libuv's threads at once, and files, posters and
// other calls waited behind it for seconds. Hashes now take turns; past a short queue a call is refused.

/** A hash that takes tens of milliseconds even on a fast machine (the tests' own cost is a few). */
function slowHash(password: string) {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 256 * 1024 * 1024 });
  return ['scrypt', 2 ** 15, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

describe('with one hash at a time and two waiting', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE: '2' } });
  });
  afterAll(() => t.close());

  it('answers the logins beyond the queue 503 with Retry-After at once, and the others log in', async () => {
    const hash = slowHash(STRONG_PASSWORD);
    const accounts = [];
    for (let i = 0; i < 8; i++) {
      const u = unique();
      await createAccount(t.database.db, { ...u, password: STRONG_PASSWORD, roles: [] });
      await t.database.db.update(users).set({ passwordHash: hash }).where(eq(users.username, u.username));
      accounts.push(u);
    }
    const answers = await Promise.all(
      accounts.map((u, i) =>
        t.call({
          method: 'POST',
          url: '/api/v1/token/login/',
          payload: { username: u.username, password: STRONG_PASSWORD },
          ip: `10.78.0.${i + 1}`,
        }),
      ),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    const busy = answers.filter((a) => a.statusCode === 503);
    expect(ok).toHaveLength(3);
    expect(busy).toHaveLength(5);
    for (const a of busy) {
      expect(Number(a.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(a.json().detail).toMatch(/секундын дараа/);
    }
    // A refused login cost its account nothing: it logs in when it tries again.
    const again = accounts[answers.indexOf(busy[0])];
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/v1/token/login/',
          payload: { username: again.username, password: STRONG_PASSWORD },
          ip: '10.78.1.1',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('stores a hash of an older cost anew after a login', async () => {
    const u = unique();
    await createAccount(t.database.db, { ...u, password: STRONG_PASSWORD, roles: [] });
    await t.database.db
      .update(users)
      .set({ passwordHash: slowHash(STRONG_PASSWORD) })
      .where(eq(users.username, u.username));
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/v1/token/login/',
          payload: { username: u.username, password: STRONG_PASSWORD },
          ip: '10.78.2.1',
        })
      ).statusCode,
    ).toBe(200);
    const stored = async () =>
      (await t.database.db.select({ h: users.passwordHash }).from(users).where(eq(users.username, u.username)))[0].h;
    await expect.poll(async () => needsRehash(await stored())).toBe(false);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/v1/token/login/',
          payload: { username: u.username, password: STRONG_PASSWORD },
          ip: '10.78.2.1',
        })
      ).statusCode,
    ).toBe(200);
  });
});
