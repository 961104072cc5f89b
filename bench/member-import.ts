// A member's import (issue 29 part 2, decision 037): Letterboxd's diary.csv of 10,000 lines, each a film of its
// own with a grade, uploaded, previewed (matched by name and year) and confirmed; the job writes a viewing, a
// rating, the watched flag and a feed card per film. Timed from the upload until the state says done, preview
// and job apart. On the bench database when DATABASE_URL is set (its 100,000 movies are the matching's
// haystack; the 10,000 films and the member are its own, deleted and vacuumed after), else on an in-memory
// PGlite. Budget: under a minute. BENCH_ONLY="member import".
import { inArray, sql } from 'drizzle-orm';
import { movies } from '../apps/server/src/db/schema';
import { makeMovies } from '../apps/server/src/test/factories/movies';
import { multipart } from '../apps/server/src/test/multipart';
import { benchMember, inProcessApp } from './in-process';

export const MEMBER_IMPORT_RUN = 'member import of 10,000 films';
const FILMS = 10_000;
const BUDGET_S = 60;

export async function memberImportRun() {
  const kit = await inProcessApp('member-import');
  const { app, database, url } = kit;
  let member: Awaited<ReturnType<typeof benchMember>> | undefined;
  const films: number[] = [];
  try {
    member = await benchMember(kit, 'benchdiary', 91_000_000);
    const { run, auth } = member;
    for (let start = 0; start < FILMS; start += 2_000) {
      const made = await makeMovies(database.db, 2_000, (i) => ({
        mTitle: '',
        iTitle: `Bench Diary ${run} Film ${start + i}`,
        year: 1990 + ((start + i) % 30),
      }));
      films.push(...made.map((m) => m.id));
    }
    const lines = Array.from({ length: FILMS }, (_, i) => {
      const day = `2024-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;
      return `${day},Bench Diary ${run} Film ${i},${1990 + (i % 30)},https://boxd.it/bench${run}-${i},${(i % 10) / 2 + 0.5},,,${day}`;
    });
    const csv = Buffer.from(`Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n${lines.join('\n')}\n`);
    const form = await multipart(
      { source: 'letterboxd' },
      { file: { data: csv, filename: 'diary.csv', type: 'text/csv' } },
    );

    const started = performance.now();
    const upload = await app.inject({
      method: 'POST',
      url: '/api/user/api/v-user-import/',
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    const preview = upload.json<{ id: number; matched: number }>();
    const previewed = performance.now();
    await app.inject({
      method: 'POST',
      url: '/api/user/api/v-user-import-confirm/',
      headers: auth,
      payload: { id: preview.id },
    });
    let state = { state: 'queued', done: 0, total: FILMS };
    while (state.state !== 'done' && state.state !== 'failed' && performance.now() - started < 5 * 60_000) {
      await new Promise((r) => setTimeout(r, 100));
      const res = await app.inject({
        method: 'GET',
        url: `/api/user/api/v-user-import-state/?id=${preview.id}`,
        headers: auth,
      });
      state = res.json();
    }
    const finished = performance.now();
    const seconds = (finished - started) / 1000;
    console.log(`\n${url ? 'PostgreSQL' : 'PGlite'}: a member's Letterboxd import, one server, one job worker\n`);
    console.log('| run | lines | matched | done | preview s | job s | wall s | lines/s | budget |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
    const verdict = state.state !== 'done' || preview.matched !== FILMS ? 'FAIL' : seconds < BUDGET_S ? 'ok' : 'OVER';
    console.log(
      `| ${MEMBER_IMPORT_RUN} (diary.csv, graded) | ${FILMS} | ${preview.matched} | ${state.done} | ${((previewed - started) / 1000).toFixed(1)} | ${((finished - previewed) / 1000).toFixed(1)} | ${seconds.toFixed(1)} | ${(FILMS / seconds).toFixed(0)} | < ${BUDGET_S} s ${verdict} |`,
    );
  } finally {
    // The bench database keeps only its scale data: the films (their viewings, ratings, flags and cards go
    // with them) and the member go, and the tables written are vacuumed.
    if (url) {
      for (let start = 0; start < films.length; start += 2_000)
        await database.db.delete(movies).where(inArray(movies.id, films.slice(start, start + 2_000)));
      if (member) await database.db.execute(sql`delete from users where username = ${member.username}`);
      for (const table of [
        'movies',
        'movie_reviews',
        'movie_user_flags',
        'diary_entries',
        'user_imports',
        'user_import_titles',
        'user_actions',
        'search_words',
        'users',
      ])
        await database.runSql(`vacuum analyze ${table}`);
    }
    await kit.close();
  }
}
