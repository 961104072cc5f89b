import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { holdDataDirLock, SERVER_HOLDER } from '../db/lock';
import { buildTestApp, STRONG_PASSWORD, type TestApp } from '../test/app';
import { emptyPostgresDatabase } from '../test/database';
import { signedInMember, type SignedInMember } from '../test/factories/members';
import { makeReferences } from '../test/factories/movies';
import { createLocalStorage } from '../lib/storage';
import { jpeg, multipart } from '../test/multipart';
import { takeBackup } from './backup';
import { readFacts } from './database-facts';
import type { Manifest } from './manifest';
import { answerBackupRequests } from './server-requests';

// Issue 28 part 4: `npm run backup` while the site serves, `npm run restore` into a fresh data dir or database,
// and an app built on the restored one finds everything through HTTP. The commands run as real processes; the
// site is an app in this process, on PostgreSQL (server-pg) or on an embedded database in a DATA_DIR it holds
// as the server does, answering the command's backup request itself (main.ts does the same).

const root = path.resolve(import.meta.dirname, '../../../..');
const onPostgres = process.env.TEST_DB_KIND === 'pg';
const dirs: string[] = [];
const tempDir = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `mfi-${name}-`));
  dirs.push(dir);
  return dir;
};

type Run = { code: number | null; stdout: string; stderr: string };
/** `npm run backup|restore -- …` as a real process, on the given DATA_DIR and DATABASE_URL (none: embedded). */
function command(name: 'backup' | 'restore', args: string[], site: { dataDir: string; url?: string }) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, `apps/server/src/cli/${name}.ts`), ...args],
    {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'test', DATA_DIR: site.dataDir, DATABASE_URL: site.url ?? '' },
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise<Run>((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

/** A migrated database for a site: a fresh PostgreSQL one, or an embedded one in `dataDir`. */
async function siteDatabase(dataDir: string): Promise<{ database: Database; url?: string }> {
  const url = onPostgres ? await emptyPostgresDatabase() : undefined;
  const database = await openDatabase(url ? { url } : { dir: path.join(dataDir, 'db') });
  await database.migrate();
  return { database, url };
}

let site: TestApp;
let siteDir: string;
let siteUrl: string | undefined;
let stopAnswering: (() => Promise<void>) | undefined;
let member: SignedInMember;
let writer: SignedInMember;
const seeded = { movieSlug: '', movieId: 0, poster: '', listSlug: '', message: '', image: '' };

const upload = async (app: TestApp, token: string, width: number) => {
  const { payload, headers } = await multipart({}, { image: { data: await jpeg(width, 120) } });
  const res = await app.call({ method: 'POST', url: '/api/user/api/v-user-useraddimage/', payload, headers, token });
  expect(res.statusCode).toBe(200);
  return res.json().url as string;
};
const bytesOf = async (app: TestApp, url: string) => {
  const res = await app.call({ method: 'GET', url });
  return { status: res.statusCode, body: res.rawPayload };
};

beforeAll(async () => {
  siteDir = tempDir('site');
  const opened = await siteDatabase(siteDir);
  siteUrl = opened.url;
  site = await buildTestApp({ database: opened.database, env: { DATA_DIR: siteDir } });
  if (!onPostgres) {
    holdDataDirLock(siteDir, SERVER_HOLDER);
    const storage = createLocalStorage(path.join(siteDir, 'media'));
    stopAnswering = answerBackupRequests(siteDir, (dir) =>
      takeBackup({ source: { database: opened.database }, storage, dir, log: () => undefined }),
    ).stop;
  }

  // An account with a rating and review, a list, a message and an image of their library; a published title
  // with a poster.
  const admin = await signedInMember(site, ['admin']);
  member = await signedInMember(site);
  writer = await signedInMember(site);
  const refs = await makeReferences(site.database.db);
  const title = `Backup Movie ${Date.now()}`;
  const form = await multipart(
    {
      languages: [refs.language.id],
      m_title: 'Нөөц',
      i_title: title,
      o_title: 'Нөөц',
      category: '1',
      format: '1',
      genres: [refs.genre.id],
      subgenres: [refs.subgenre.id],
      year: '2012',
      countries: [refs.mongolia.id],
      tags: [refs.tag.id],
      rating: '3',
      runtime: '90',
      plot: 'Өгүүлэмж.',
      en_plot: 'Plot.',
      artists: [],
      roles: [],
    },
    { 'movie-poster': { data: await jpeg(480, 720, '#aa3311') }, 'movie-background': { data: await jpeg(1280, 720) } },
  );
  const created = await site.call({ method: 'POST', url: '/api/movie/api-create-movie/', ...form, token: admin.token });
  expect(created.statusCode, created.body).toBe(200);
  seeded.movieSlug = created.json().slug;
  const published = await site.call({
    method: 'POST',
    url: '/api/movie/api-publish-movie/',
    payload: { movie: seeded.movieSlug },
    token: admin.token,
  });
  expect(published.json()).toEqual({ publish: true });
  const detail = (
    await site.call({ method: 'GET', url: '/api/movie/api-movie-detail/', query: { slug: seeded.movieSlug } })
  ).json().movie_detail;
  seeded.movieId = detail.id;
  seeded.poster = detail.poster;

  const rated = await site.call({
    method: 'POST',
    url: '/api/movie/api-movie-review/',
    payload: { movie: seeded.movieId, grade: 85, review: 'Сайхан кино.' },
    token: member.token,
  });
  expect(rated.statusCode).toBe(200);
  const list = await site.call({
    method: 'POST',
    url: '/api/movie/api-create-movielist/',
    payload: { movieListName: 'Нөөцийн жагсаалт', movieList: [{ id: seeded.movieId, description: 'сайн' }] },
    token: member.token,
  });
  seeded.listSlug = list.json().slug;
  seeded.message = `Нөөцийн мессеж ${Date.now()}`;
  const posted = await site.call({
    method: 'POST',
    url: '/api/user/api/v-user-addshortmessage/',
    payload: { body: seeded.message },
    token: member.token,
  });
  expect(posted.statusCode).toBe(200);
  seeded.image = await upload(site, member.token, 200);
}, 180_000);

afterAll(async () => {
  await stopAnswering?.();
  await site?.close();
  await site?.database.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('npm run backup and npm run restore', () => {
  let backupDir: string;
  let restored: TestApp;
  let restoredUrl: string | undefined;
  let restoredDir: string;
  let manifest: Manifest;
  const inFlight = { images: [] as string[], beforeBackup: 0, duringBackup: 0 };

  it('backs up while a member uploads images and rates', async () => {
    backupDir = path.join(tempDir('backup'), 'nightly');
    let backingUp = true;
    let started = false;
    // Two lanes of writes, one after another on each, for as long as the backup runs.
    const writes = [0, 1].map(async (lane) => {
      for (let i = 0; backingUp; i++) {
        const url = await upload(site, writer.token, 100 + lane * 500 + (i % 400));
        const rated = await site.call({
          method: 'POST',
          url: '/api/movie/api-movie-review/',
          payload: { movie: seeded.movieId, grade: i % 101 },
          token: writer.token,
        });
        expect(rated.statusCode).toBe(200);
        inFlight.images.push(url);
        if (started) inFlight.duringBackup += 1;
      }
    });
    await new Promise((r) => setTimeout(r, 300));
    inFlight.beforeBackup = inFlight.images.length;
    started = true;
    const run = await command('backup', [backupDir], { dataDir: siteDir, url: siteUrl });
    backingUp = false;
    await Promise.all(writes);

    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Backup in ${backupDir}`);
    expect(inFlight.duringBackup).toBeGreaterThan(0);
    manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'));
    expect(manifest.database).toMatchObject({
      kind: onPostgres ? 'postgres' : 'pglite',
      file: onPostgres ? 'database.dump' : 'database.tar.gz',
      latestMigration: expect.stringMatching(/^\d{4}_/),
    });
    expect(manifest.media.missing).toEqual([]);
    expect(manifest.media.files).toBeGreaterThanOrEqual(inFlight.beforeBackup + 2);
    expect(fs.existsSync(path.join(backupDir, 'media', seeded.image.replace('/media/', '')))).toBe(true);
  }, 180_000);

  it('restores into a fresh data dir or database, where an app finds every account, title and image', async () => {
    restoredDir = tempDir('restored');
    restoredUrl = onPostgres ? await emptyPostgresDatabase() : undefined;
    const run = await command('restore', [backupDir], { dataDir: restoredDir, url: restoredUrl });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Restored from ${backupDir}`);

    const database = await openDatabase(restoredUrl ? { url: restoredUrl } : { dir: path.join(restoredDir, 'db') });
    restored = await buildTestApp({ database, env: { DATA_DIR: restoredDir } });
    // PostgreSQL's counts are the dump's snapshot; PGlite's are read just before its dump, which a write under
    // way (the ratings and images above) may still precede.
    const counts = (await readFacts(database.runSql)).counts;
    const moving = onPostgres ? [] : ['movieRatings', 'libraryImages'];
    for (const [name, n] of Object.entries(manifest.database.counts))
      if (moving.includes(name)) expect(counts[name], name).toBeGreaterThanOrEqual(n);
      else expect(counts[name], name).toBe(n);

    for (const account of [member, writer]) {
      const login = await restored.call({
        method: 'POST',
        url: '/api/v1/token/login/',
        payload: { username: account.username, password: STRONG_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      account.token = login.json().auth_token;
    }

    const detail = await restored.call({
      method: 'GET',
      url: '/api/movie/api-movie-detail/',
      query: { slug: seeded.movieSlug },
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().movie_detail).toMatchObject({ id: seeded.movieId, poster: seeded.poster });
    expect(await bytesOf(restored, seeded.poster)).toEqual(await bytesOf(site, seeded.poster));

    const review = await restored.call({
      method: 'POST',
      url: '/api/movie/api-movie-review/',
      payload: { movie: seeded.movieId, load: 'false' },
      token: member.token,
    });
    expect(review.json()).toMatchObject({ grade: 85, review: 'Сайхан кино.' });

    const list = await restored.call({
      method: 'GET',
      url: '/api/user/api/v-user-movielistdetail/',
      query: { slug: member.slug, list: seeded.listSlug },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().movie_list.map((m: { id: number }) => m.id)).toEqual([seeded.movieId]);

    const messages = await restored.call({
      method: 'GET',
      url: '/api/user/api/v-user-shortmessages/',
      query: { slug: member.slug },
    });
    expect(messages.json().results.map((m: { body: string }) => m.body)).toContain(seeded.message);

    // Every image of the libraries, the ones uploaded while the backup ran included, answers its bytes.
    for (const account of [member, writer]) {
      const library = await restored.call({
        method: 'GET',
        url: '/api/user/api/v-user-userimages/',
        token: account.token,
      });
      const images = (library.json().images as { image: string }[]).map((i) => i.image);
      for (const image of images) {
        const copy = await bytesOf(restored, image);
        expect(copy.status, image).toBe(200);
        expect(copy.body.equals((await bytesOf(site, image)).body), image).toBe(true);
      }
      if (account === member) expect(images).toEqual([seeded.image]);
      else expect(images.length).toBeGreaterThanOrEqual(inFlight.beforeBackup);
    }
  }, 180_000);

  it('refuses a missing directory, a directory that is not a backup and a non-empty target, changing nothing', async () => {
    const target = { dataDir: restoredDir, url: restoredUrl };
    const later = await restored.call({
      method: 'POST',
      url: '/api/user/api/v-user-addshortmessage/',
      payload: { body: 'after the restore' },
      token: member.token,
    });
    expect(later.statusCode).toBe(200);
    const before = await readFacts(restored.database.runSql);
    const mediaBefore = fs.readdirSync(path.join(target.dataDir, 'media'), { recursive: true }).length;

    const notBackup = tempDir('not-a-backup');
    fs.writeFileSync(path.join(notBackup, 'notes.txt'), 'hello');
    const [missing, wrong, over, busy] = await Promise.all([
      command('restore', [path.join(backupDir, 'nope')], target),
      command('restore', [notBackup], target),
      command('restore', [backupDir], target),
      command('backup', [backupDir], { dataDir: siteDir, url: siteUrl }),
    ]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('does not exist');
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('is not a backup: it has no manifest.json');
    expect(over.code).toBe(1);
    expect(over.stderr).toMatch(onPostgres ? /is not empty .* add --force/ : /already holds a database: .* --force/);
    expect(busy.code).toBe(1);
    expect(busy.stderr).toContain('is not empty: a backup goes into a new or empty directory');

    expect(await readFacts(restored.database.runSql)).toEqual(before);
    expect(fs.readdirSync(path.join(target.dataDir, 'media'), { recursive: true }).length).toBe(mediaBefore);
    const messages = await restored.call({
      method: 'GET',
      url: '/api/user/api/v-user-shortmessages/',
      query: { slug: member.slug },
    });
    expect(messages.json().results.map((m: { body: string }) => m.body)).toContain('after the restore');
    await restored.close();
    await restored.database.close();
  }, 120_000);
});
