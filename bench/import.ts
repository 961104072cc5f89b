// The importer's run (issue 25 item 7): 50 movie codes sent at once by a main contributor, imported from a
// local fake TMDB (each a movie with a poster, a backdrop and five actors with photos: 50 drafts, 250 artists,
// 350 images through the JPEG pipeline) by one server's job workers, timed from the send until the last code
// is done. On the bench database when DATABASE_URL is set (what it wrote is deleted and vacuumed after), else
// on an in-memory PGlite. Budget: under a minute. BENCH_ONLY="import of 50".
import { sql } from 'drizzle-orm';
import type { openDatabase } from '../apps/server/src/db/client';
import { FAKE_TMDB_KEY, startFakeTmdb } from '../apps/server/src/test/fake-tmdb';
import { benchMember, inProcessApp } from './in-process';

export const IMPORT_RUN = 'import of 50 codes';
const CODES = 50;
const BUDGET_S = 60;

export async function importRun() {
  const tmdb = await startFakeTmdb();
  const kit = await inProcessApp('import', {
    TMDB_API_KEY: FAKE_TMDB_KEY,
    TMDB_BASE_URL: tmdb.url,
    TMDB_IMAGE_BASE_URL: tmdb.imageUrl,
  });
  const { app, database, url } = kit;
  let member: Awaited<ReturnType<typeof benchMember>> | undefined;
  let codes: number[] = [];
  try {
    member = await benchMember(kit, 'benchimp', 90_000_000, ['main_contributer']);
    codes = Array.from({ length: CODES }, (_, i) => 200_000_000 + member!.run * 100 + i);
    const auth = member.auth;
    const started = performance.now();
    const sent = await app.inject({ method: 'POST', url: '/api/add-movie/', headers: auth, payload: { list: codes } });
    const batch = sent.json().batch as string;
    let progress: { done: number; failed: number; total: number };
    for (;;) {
      const res = await app.inject({ method: 'GET', url: `/api/admin/imports/?batch=${batch}`, headers: auth });
      progress = res.json().progress;
      if (progress.done + progress.failed === progress.total) break;
      if (performance.now() - started > 5 * 60_000) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const seconds = (performance.now() - started) / 1000;
    const db = url ? 'PostgreSQL' : 'PGlite';
    console.log(`\n${db}: the importer, one server, 4 workers, a local fake TMDB\n`);
    console.log('| run | codes | done | failed | wall s | codes/s | budget |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    const verdict = progress.failed > 0 || progress.done < CODES ? 'FAIL' : seconds < BUDGET_S ? 'ok' : 'OVER';
    console.log(
      `| ${IMPORT_RUN} (5 actors each) | ${CODES} | ${progress.done} | ${progress.failed} | ${seconds.toFixed(1)} | ${(CODES / seconds).toFixed(1)} | < ${BUDGET_S} s ${verdict} |`,
    );
  } finally {
    // The bench database keeps only its scale data: what the run wrote goes, and its tables are vacuumed.
    if (url && member) await forget(database, codes, member.username);
    await kit.close();
    await tmdb.close();
  }
}

async function forget(database: Awaited<ReturnType<typeof openDatabase>>, codes: number[], username: string) {
  const db = database.db;
  // As array literals: drizzle would spread a list into a record.
  const people = `{${codes.flatMap((c) => Array.from({ length: 5 }, (_, i) => c * 10 + i)).join(',')}}`;
  const movieCodes = `{${codes.join(',')}}`;
  await db.execute(sql`delete from revisions r using movies m
    where r.kind = 'movie' and r.item_id = m.id and m.tmdb_id = any(${movieCodes}::bigint[])`);
  await db.execute(sql`delete from revisions r using artists a
    where r.kind = 'artist' and r.item_id = a.id and a.tmdb_id = any(${people}::bigint[])`);
  await db.execute(sql`delete from movies where tmdb_id = any(${movieCodes}::bigint[])`);
  await db.execute(sql`delete from artists where tmdb_id = any(${people}::bigint[])`);
  await db.execute(sql`delete from catalogue_imports where code = any(${movieCodes}::bigint[])`);
  await db.execute(sql`delete from users where username = ${username}`);
  for (const table of [
    'revisions',
    'movies',
    'artists',
    'catalogue_imports',
    'users',
    'movie_roles',
    'artist_professions',
  ])
    await database.runSql(`vacuum analyze ${table}`);
}
