import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { seedReference } from '../seed/reference';
import { systemClock } from '../lib/clock';
import { createMailSender } from '../lib/mail';
import { createSmsSender } from '../lib/sms';
import { createLocalStorage, type Storage } from '../lib/storage';
import { API_KEY } from '../test/app';
import { testDatabase } from '../test/database';

// Issue 11 section 6: the built app's files go out compressed as the build made them, hashed files cached
// for a year, the page itself never; JSON answers of 1 KB and more compressed when asked.

const script = `export const words = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `word-${i}`))};\n`;
const page = '<!doctype html><html><head><title>MFI</title></head><body><div id="root"></div></body></html>';

let web: Awaited<ReturnType<typeof buildApp>>;
let dist: string;
let storage: Storage;
let mediaDir: string;
beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mfi-web-files-'));
  dist = path.join(dir, 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  // What the build writes (apps/web/vite.config.ts): each file with its .br and .gz beside it.
  const write = (name: string, text: string) => {
    fs.writeFileSync(path.join(dist, name), text);
    fs.writeFileSync(path.join(dist, `${name}.br`), zlib.brotliCompressSync(text));
    fs.writeFileSync(path.join(dist, `${name}.gz`), zlib.gzipSync(text));
  };
  write('assets/index-Ab12Cd34.js', script);
  write('index.html', page);
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, API_KEY, WEB_DIST: dist });
  mediaDir = path.join(dir, 'media');
  storage = createLocalStorage(mediaDir);
  const database = await testDatabase();
  await seedReference(database.db); // every start does: the country list is an answer of a few KB
  web = await buildApp({
    config,
    database,
    sms: createSmsSender(config),
    mail: createMailSender(config),
    storage,
    clock: systemClock,
  });
});
afterAll(() => web?.close());

const get = (url: string, headers: Record<string, string> = {}) => web.inject({ method: 'GET', url, headers });

describe("the web app's files", () => {
  it('a hashed script goes out as the build compressed it, brotli first, and is cached for a year', async () => {
    const br = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The build's own file, not one compressed for the request.
    expect(br.rawPayload.equals(fs.readFileSync(path.join(dist, 'assets/index-Ab12Cd34.js.br')))).toBe(true);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(fs.readFileSync(path.join(dist, 'assets/index-Ab12Cd34.js.gz')))).toBe(true);

    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('the page itself is never taken from a cache, at / at any page path and as /index.html', async () => {
    const app = (body: string) => body.includes('<div id="root"></div>');
    for (const url of ['/', '/movie', '/index.html']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(app(zlib.brotliDecompressSync(res.rawPayload).toString()), url).toBe(true);
    }
    // /index.html is the build's own file; a page address gets it with the page's head (modules/page-heads).
    expect((await get('/index.html')).body).toBe(page);
    expect((await get('/movie')).body).toContain('<title data-page-head>Бүрэн хэмжээний кино | MFI</title>');
    // An address no page has, and a movie that is not there: the app (its not-found page) with a 404.
    for (const url of ['/no/such/page', '/movie/some-film/detail']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(app(res.body), url).toBe(true);
    }
  });

  it('answers HEAD at a page path as GET does, without the body (link checkers and monitors ask so)', async () => {
    const res = await web.inject({ method: 'HEAD', url: '/movie' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe('');
  });

  it('a hashed file that is not there (from an older build) is a 404, not the page', async () => {
    const res = await get('/assets/index-Old00000.js');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/html/);
  });

  it('a public file without a hash in its name is kept a day', async () => {
    const res = await get('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });
});

describe('a build made while the server runs', () => {
  it('is served at once: the new page and its new hashed files, the old ones gone', async () => {
    const script2 = `${script}export const build = 2;\n`;
    const page2 = page.replace(
      '<title>MFI</title>',
      '<title>MFI</title><script src="/assets/index-Ef56Gh78.js"></script>',
    );
    // What `npm run build` does to a running server's folder: new hashed names, the old ones removed.
    for (const suffix of ['', '.br', '.gz']) fs.rmSync(path.join(dist, `assets/index-Ab12Cd34.js${suffix}`));
    const write = (name: string, text: string) => {
      fs.writeFileSync(path.join(dist, name), text);
      fs.writeFileSync(path.join(dist, `${name}.br`), zlib.brotliCompressSync(text));
      fs.writeFileSync(path.join(dist, `${name}.gz`), zlib.gzipSync(text));
    };
    write('assets/index-Ef56Gh78.js', script2);
    write('index.html', page2);

    for (const url of ['/', '/movie']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString(), url).toContain('/assets/index-Ef56Gh78.js');
    }
    expect((await get('/index.html')).body).toBe(page2);
    const asset = await get('/assets/index-Ef56Gh78.js', { 'accept-encoding': 'gzip' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.gunzipSync(asset.rawPayload).toString()).toBe(script2);
    expect((await get('/assets/index-Ab12Cd34.js')).statusCode).toBe(404);
  });
});

describe('API answers', () => {
  const api = (url: string, encoding?: string) =>
    get(url, { 'x-api-key': API_KEY, ...(encoding ? { 'accept-encoding': encoding } : {}) });

  it('of 1 KB and more are compressed when the client asks, brotli first, else gzip', async () => {
    const plain = await api('/api/country/api-country-list/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await api('/api/country/api-country-list/', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await api('/api/country/api-country-list/', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('under 1 KB go out as they are', async () => {
    const res = await api('/api/health', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.body.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: 'ok' });
  });
});

describe('the content security policy', () => {
  it('lets the trailer players in and sends them the origin', async () => {
    const res = await get('/');
    const csp = String(res.headers['content-security-policy']);
    const frameSrc = csp.split(';').find((d) => d.trim().startsWith('frame-src')) ?? '';
    for (const host of [
      'https://www.youtube-nocookie.com',
      'https://www.youtube.com',
      'https://player.vimeo.com',
      'https://www.facebook.com',
    ]) {
      expect(frameSrc).toContain(host);
    }
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe("a stored JPEG's WebP copies", () => {
  const jpeg = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();

  it('are made at the width asked the first time, then served from the file kept beside the JPEG', async () => {
    await storage.put('posters/ab12.jpg', await jpeg(600, 900), 'image/jpeg');
    const first = await get('/media/posters/ab12.w320.webp');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 480 });
    expect(fs.existsSync(path.join(mediaDir, 'posters/ab12.w320.webp'))).toBe(true);
    const again = await get('/media/posters/ab12.w320.webp');
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('are never larger than the JPEG', async () => {
    await storage.put('posters/small.jpg', await jpeg(240, 360), 'image/jpeg');
    const copy = await get('/media/posters/small.w1280.webp');
    expect(await sharp(copy.rawPayload).metadata()).toMatchObject({ width: 240, height: 360 });
  });

  it('exist only at the listed widths, for a JPEG that is there, inside the media folder', async () => {
    expect((await get('/media/posters/ab12.w300.webp')).statusCode).toBe(404);
    expect((await get('/media/posters/none.w320.webp')).statusCode).toBe(404);
    expect((await get('/media/posters/..%2F..%2Fab12.w320.webp')).statusCode).toBe(404);
    expect((await get('/media/%E0%A4%A.w320.webp')).statusCode).toBe(400); // a broken escape: Fastify's own answer
  });

  it('go with their JPEG when it is removed', async () => {
    await get('/media/posters/ab12.w160.webp');
    await storage.remove('posters/ab12.jpg');
    expect(fs.readdirSync(path.join(mediaDir, 'posters')).filter((f) => f.startsWith('ab12'))).toEqual([]);
    expect((await get('/media/posters/ab12.w160.webp')).statusCode).toBe(404);
  });
});
