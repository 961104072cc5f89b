import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy } from './config';
import { buildTestApp, unique, type TestApp } from './test/app';

// Issue 12: with X-Forwarded-For believed from anyone, each request of a password spray picked a new
// address and no per-address limit ever counted twice. TRUST_PROXY says whose header to believe.

const LIMIT = 3;
const PROXY = '10.20.0.5';

/** LIMIT + 2 wrong logins of different (unknown) usernames, each forwarded "for" another address. */
async function spray(t: TestApp, remoteAddress: string) {
  const statuses: number[] = [];
  for (let i = 0; i < LIMIT + 2; i++) {
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/token/login/',
      payload: { username: unique().username, password: 'Wrong#Pass1234' },
      ip: remoteAddress,
      headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('TRUST_PROXY unset (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { LOGIN_LIMIT_PER_MINUTE: String(LIMIT) } });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For: the login limit counts the real address, whatever address each try claims', async () => {
    const statuses = await spray(t, '10.30.0.1');
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(400));
    expect(statuses.slice(LIMIT)).toEqual([429, 429]);
  });
});

describe('TRUST_PROXY with the proxy address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { LOGIN_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: `${PROXY},127.0.0.1/32` } });
  });
  afterAll(() => t.close());

  it('counts each forwarded address on its own when the request comes from the proxy', async () => {
    expect(await spray(t, PROXY)).toEqual(Array(LIMIT + 2).fill(400));
  });

  it('still ignores the header from anyone else', async () => {
    expect((await spray(t, '10.30.0.2')).slice(LIMIT)).toEqual([429, 429]);
  });
});

describe('TRUST_PROXY as a hop count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { LOGIN_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  it('believes the last forwarded address, one hop behind the peer', async () => {
    expect(await spray(t, '10.30.0.3')).toEqual(Array(LIMIT + 2).fill(400));
  });
});

describe('parseTrustProxy', () => {
  it('reads off, a hop count, or addresses, CIDRs and range names', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('off')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy(' 10.0.0.1, 192.168.0.0/16 ,::1,loopback')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'loopback',
    ]);
  });

  it('refuses what is neither, rather than trusting it', () => {
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('10.0.0.1, proxy.example')).toThrow(/proxy\.example/);
    expect(() => parseTrustProxy('10.0.0.0/8/1')).toThrow(/TRUST_PROXY/);
  });
});
