import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { mn } from '@mfi/contract/messages';
import type { AppDeps, ZodApp } from '../context';
import { imageSize } from '../lib/image-sizes';
import { STORED_OBJECT_CACHE } from '../lib/s3-storage';
import { MEDIA_PATH, type Storage } from '../lib/storage';
import type { PageDocument, PageRequest, Template } from '../modules/page-heads/page-document';

/** The HTML of a page address: index.html with that page's head, and its status (modules/page-heads). */
export type PageDocuments = (template: Template, request: PageRequest) => Promise<PageDocument>;

/** Vite's hashed files: a new content gets a new name, so a copy never goes stale. */
export const HASHED_FILES = 'public, max-age=31536000, immutable';
/** index.html names the current hashed files: asked again on every load (its ETag makes that a 304). */
export const APP_PAGE = 'no-cache';
/** The public folder's files (the favicon) keep their names from build to build: a day, then asked again. */
export const PUBLIC_FILES = 'public, max-age=86400';

/**
 * Media under /media/, the built web app everywhere else with SPA fallback to index.html. The app's files
 * are sent as the build compressed them (file.br, file.gz next to each file: apps/web/vite.config.ts),
 * chosen by the request's Accept-Encoding, with `Vary: Accept-Encoding`. The dist folder is read per request
 * (one wildcard route, not a route per file found at start), so a build made while the server runs is served
 * at once: its new index.html and the new hashed files it names.
 */
export function registerWebFiles(app: ZodApp, { config, storage }: AppDeps, pageDocuments: PageDocuments) {
  if (storage.open) serveFromStorage(app, storage, storage.open);
  else {
    const mediaDir = path.join(config.dataDir, 'media');
    fs.mkdirSync(mediaDir, { recursive: true });
    app.register(fastifyStatic, { root: mediaDir, prefix: MEDIA_PATH, decorateReply: false, index: false });
  }

  const webDist = config.webDist;
  const hasWeb = () => fs.existsSync(path.join(webDist, 'index.html'));
  const assetsDir = path.join(webDist, 'assets') + path.sep;
  const cacheControl = (file: string) => {
    if (file.startsWith(assetsDir)) return HASHED_FILES;
    return /^index\.html(\.br|\.gz)?$/.test(path.basename(file)) ? APP_PAGE : PUBLIC_FILES;
  };
  app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: true,
    index: false,
    preCompressed: true,
    cacheControl: false,
    // The folder may appear only with the first build after the start (the fallback below says so meanwhile).
    suppressWarning: true,
    // A file has an extension (index.html, favicon.svg, sw.js, assets/*); a page address (`/`, `/movie/x/detail`)
    // has none and goes straight to the fallback below, without looking for files (and their .br and .gz) first.
    allowedPath: (pathname) => /\.\w+$/.test(pathname),
    setHeaders: (reply, file) => reply.header('cache-control', cacheControl(file)),
  });

  const indexHtml = path.join(webDist, 'index.html');
  let template = { version: -1, html: '' };
  const currentTemplate = () => {
    const { mtimeMs } = fs.statSync(indexHtml);
    if (mtimeMs !== template.version) template = { version: mtimeMs, html: fs.readFileSync(indexHtml, 'utf8') };
    return template;
  };

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0];
    // A JPEG's WebP copy not made yet: made now, and served by the static files from the next ask on.
    const copy = url.startsWith(MEDIA_PATH) && (await imageSize(storage, url.slice(MEDIA_PATH.length)));
    if (copy) return reply.type('image/webp').header('cache-control', 'public, max-age=0').send(copy);
    // A missing hashed file (a chunk of an older build) is a 404, never the app's HTML under a script's name.
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|media|assets)\//.test(url);
    if (!isPage) return reply.status(404).send({ detail: mn('notFound') });
    if (!hasWeb()) return reply.status(404).type('text/plain').send('The web app is not built: run npm run build.');
    // Every page gets the app with its own head; an unknown address or a missing thing answers 404 with the
    // app, whose router shows the not-found page.
    const page = await pageDocuments(currentTemplate(), { url: request.url, cookie: request.headers.cookie });
    if (page.location) return reply.redirect(page.location, 301);
    reply
      .status(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', page.signedIn ? 'private, no-cache' : APP_PAGE)
      .header('vary', 'Cookie, Accept-Encoding');
    if (page.noindex) reply.header('x-robots-tag', 'noindex');
    return reply.send(request.method === 'HEAD' ? '' : page.html);
  });
}

/**
 * /media/<key> from a storage the app streams (a bucket, decision 033), so a site without a CDN still shows its
 * images: the object's type, length and ETag (a matching If-None-Match is a 304 without the bytes), cached as it
 * was stored; a WebP copy not made yet is made now, as for the folder; anything else is a 404.
 */
function serveFromStorage(app: ZodApp, storage: Storage, open: NonNullable<Storage['open']>) {
  app.get(MEDIA_PATH + '*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const object = key.includes('..') ? null : await open(key, request.headers['if-none-match']);
    if (object === 'not-modified') return reply.status(304).header('cache-control', STORED_OBJECT_CACHE).send();
    if (object) {
      reply.type(object.contentType).header('cache-control', object.cacheControl ?? STORED_OBJECT_CACHE);
      if (object.etag) reply.header('etag', object.etag);
      if (object.length !== undefined) reply.header('content-length', object.length);
      return reply.send(object.body);
    }
    const copy = await imageSize(storage, key);
    if (copy) return reply.type('image/webp').header('cache-control', STORED_OBJECT_CACHE).send(copy);
    return reply.status(404).send({ detail: mn('notFound') });
  });
}
