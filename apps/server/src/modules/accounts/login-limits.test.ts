import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { STRONG_PASSWORD, buildTestApp, unique, type TestApp } from '../../test/app';
import { createAccount } from './operator.service';

// Issue 12, item 5: ten wrong passwords a minute from anywhere kept the owner of an account out. The
// limits count per address, per address and account, and per account for strangers only.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let n = 0;
/** A fresh client address, so the per-address limits of one test do not spill into another. */
const freshIp = () => `10.77.${Math.floor(++n / 250)}.${n % 250}`;

const login = (username: string, password: string, ip: string, cookie?: string) =>
  t.call({
    method: 'POST',
    url: '/api/v1/token/login/',
    payload: { username, password },
    ip,
    headers: cookie ? { cookie } : {},
  });

async function account() {
  const u = unique();
  await createAccount(t.database.db, { ...u, password: STRONG_PASSWORD, roles: [] });
  return u;
}

// The limiter keeps its windows in wall-clock time (rate-limiter-flexible reads Date.now).
const realNow = Date.now;
function letTimePass(ms: number) {
  const skewed = Date.now();
  vi.spyOn(Date, 'now').mockImplementation(() => realNow() + (skewed - realNow()) + ms);
}
afterEach(() => vi.restoreAllMocks());

describe('a password spray on one account from many addresses', () => {
  it('slows the strangers down while the owner, from a known address or device, still logs in', async () => {
    const u = await account();
    const home = freshIp();
    const first = await login(u.username, STRONG_PASSWORD, home);
    expect(first.statusCode).toBe(200);
    const cookie = String(first.headers['set-cookie']).split(';')[0];
    expect(cookie).toMatch(/^mfi_device=[\w-]{22}$/);
    expect(String(first.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Strict/);

    for (let i = 0; i < 10; i++) expect((await login(u.username, `Wrong#Pass${i}`, freshIp())).statusCode).toBe(400);
    // The first failures of the day cost the account nothing; after them each try from a stranger waits.
    const burst = [];
    for (let i = 0; i < 30; i++) burst.push((await login(u.username, `Wrong#Burst${i}`, freshIp())).statusCode);
    expect(burst.filter((s) => s === 400).length).toBeLessThan(5);
    expect(burst.filter((s) => s === 429).length).toBeGreaterThan(25);
    // A patient sprayer waits each wait out: it doubles with each failure.
    let wait = 0;
    for (let i = 0; i < 8; i++) {
      const refused = await login(u.username, `Wrong#Slow${i}`, freshIp());
      if (refused.statusCode !== 429) {
        expect(refused.statusCode).toBe(400); // the wait had run out by itself
        continue;
      }
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(wait);
      wait = Number(refused.headers['retry-after']);
      letTimePass(wait * 1000);
      expect((await login(u.username, `Wrong#Slow${i}`, freshIp())).statusCode).toBe(400);
    }
    expect(wait).toBeGreaterThanOrEqual(64);

    expect((await login(u.username, STRONG_PASSWORD, home)).statusCode).toBe(200);
    expect((await login(u.username, STRONG_PASSWORD, freshIp(), cookie)).statusCode).toBe(200);
    // A client the account does not know waits, right password or not.
    const stranger = await login(u.username, STRONG_PASSWORD, freshIp());
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(wait);
    expect(stranger.json().detail).toMatch(/секундын дараа/);
  });

  it('does not let the device cookie of one account open another', async () => {
    const [a, b] = [await account(), await account()];
    const cookie = String((await login(a.username, STRONG_PASSWORD, freshIp())).headers['set-cookie']).split(';')[0];
    for (let i = 0; i < 12; i++) await login(b.username, 'Wrong#Pass1234', freshIp());
    expect((await login(b.username, STRONG_PASSWORD, freshIp(), cookie)).statusCode).toBe(429);
  });
});

describe('one address', () => {
  it('gets 10 tries a minute, then 429 with Retry-After, whatever accounts it tries', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await login(unique().username, 'Wrong#Pass1234', ip)).statusCode).toBe(400);
    const blocked = await login(unique().username, 'Wrong#Pass1234', ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    letTimePass(61_000);
    expect((await login(unique().username, 'Wrong#Pass1234', ip)).statusCode).toBe(400);
  });

  it('gets 10 failures an hour on one account, while its other accounts and other addresses go on', async () => {
    const [u, other] = [await account(), await account()];
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await login(u.username, 'Wrong#Pass1234', ip)).statusCode).toBe(400);
    letTimePass(61_000); // the per-minute window is over; the pair's hour is not
    const pair = await login(u.username, STRONG_PASSWORD, ip);
    expect(pair.statusCode).toBe(429);
    expect(Number(pair.headers['retry-after'])).toBeGreaterThan(3000);
    expect((await login(other.username, STRONG_PASSWORD, ip)).statusCode).toBe(200);
    expect((await login(u.username, STRONG_PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it('is forgiven its failures on an account by the right password', async () => {
    const u = await account();
    const ip = freshIp();
    for (let i = 0; i < 9; i++) await login(u.username, 'Wrong#Pass1234', ip);
    expect((await login(u.username, STRONG_PASSWORD, ip)).statusCode).toBe(200);
    letTimePass(61_000);
    for (let i = 0; i < 9; i++) expect((await login(u.username, 'Wrong#Pass1234', ip)).statusCode).toBe(400);
  });
});
