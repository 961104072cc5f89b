import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createMailSender } from './lib/mail';
import { createSmsSender } from './lib/sms';
import { systemClock } from './lib/clock';
import { createLocalStorage } from './lib/storage';
import { testDatabase } from './test/database';
import { API_KEY, buildTestApp, type TestApp } from './test/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the API key', () => {
  it('is needed on API calls: missing or wrong is a 403', async () => {
    const missing = await t.call({
      method: 'POST',
      url: '/api/v1/token/login/',
      payload: { username: 'abc', password: 'x' },
      noKey: true,
    });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({ detail: 'Invalid API key.' });
    const wrong = await t.call({
      method: 'GET',
      url: '/api/user/api/v-user-profile-short/',
      noKey: true,
      headers: { 'x-api-key': 'nope' },
    });
    expect(wrong.statusCode).toBe(403);
  });

  it('is not needed for health, which reports the database', async () => {
    const res = await t.call({ method: 'GET', url: '/api/health', noKey: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: expect.stringMatching(/:up$/) });
  });
});

describe('errors', () => {
  it('answers an unknown API path with a 404 detail', async () => {
    const res = await t.call({ method: 'GET', url: '/api/no-such-thing/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });

  it('sends an API answer the headers a JSON answer needs, and no page policy', async () => {
    const res = await t.call({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends the API docs, an HTML page, the page headers', async () => {
    const res = await t.call({ method: 'GET', url: '/api/docs/', noKey: true });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('the OpenAPI document', () => {
  it('lists every accounts route, generated from the route schemas', async () => {
    const res = await t.call({ method: 'GET', url: '/api/docs/json', noKey: true });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of [
      '/api/v1/token/login/',
      '/api/v1/token/logout/',
      '/api/user/api/v-user-profile-short/',
      '/api/v1/users/',
      '/api/user-activate/',
      '/api/user-resend-code/',
      '/api/user-reactivate-code/',
      '/api/user-changephone-code/',
      '/api/v1/users/reset_password/',
      '/api/v1/users/reset_password_confirm/',
      '/api/health',
    ]) {
      expect(paths).toContain(p);
    }
    expect((await t.call({ method: 'GET', url: '/api/docs', noKey: true })).statusCode).toBeLessThan(400);
  });

  it('lists a 204 answer without a body where the call answers 204 (logout and the reset calls)', async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/docs/json', noKey: true })).json();
    for (const p of [
      '/api/v1/token/logout/',
      '/api/v1/users/reset_password/',
      '/api/v1/users/reset_password_confirm/',
    ]) {
      const responses = doc.paths[p].post.responses;
      expect(Object.keys(responses), p).toContain('204');
      expect(responses['204'], p).not.toHaveProperty('content');
      expect(Object.keys(responses), p).not.toContain('200');
    }
  });
});

describe('the web app', () => {
  let web: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mfi-web-'));
    fs.mkdirSync(path.join(dir, 'dist', 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dir, 'dist', 'assets', 'app.js'), 'console.log(1)');
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, API_KEY, WEB_DIST: path.join(dir, 'dist') });
    web = await buildApp({
      config,
      database: await testDatabase(),
      sms: createSmsSender(config),
      mail: createMailSender(config),
      storage: createLocalStorage(path.join(dir, 'media')),
      clock: systemClock,
    });
  });
  afterAll(() => web.close());

  it('serves the app for any page path so its router can show the page or not-found (with a 404)', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/login', 200],
      ['/movie/some-film/detail', 404],
      ['/no/such/page', 404],
    ] as const) {
      const res = await web.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.body).toContain('<div id="root">');
    }
    expect((await web.inject({ method: 'GET', url: '/assets/app.js' })).body).toBe('console.log(1)');
  });

  it('does not answer API or media misses with the app', async () => {
    expect((await web.inject({ method: 'GET', url: '/media/nothing.jpg' })).statusCode).toBe(404);
    const api = await web.inject({ method: 'GET', url: '/api/nothing/', headers: { 'x-api-key': API_KEY } });
    expect(api.json()).toEqual({ detail: 'Not found.' });
  });
});
