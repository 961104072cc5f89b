import fs from 'node:fs';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journals } from '../db/schema';
import { createLocalStorage } from '../lib/storage';
import { createAccount } from '../modules/accounts/operator.service';
import { buildTestApp, type TestApp } from '../test/app';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_JOURNALS, FIRST_STEP_SLUG } from './journals-data';
import { seedJournals } from './journals';
import { JOURNAL_TAXONOMY } from './journals-taxonomy-data';
import { seedMovies } from './movies';
import { seedReference } from './reference';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('demo journals', () => {
  it('adds the taxonomy and a dozen articles with covers, tags and related titles, the navbar article among them; runs again safely', async () => {
    const db = t.database.db;
    const storage = createLocalStorage(path.join(t.dataDir, 'media'));
    await seedReference(db);
    await seedMovies(db, storage);
    const publisher = DEMO_ACCOUNTS.find((a) => a.username === 'publisher')!;
    await createAccount(db, {
      ...publisher,
      email: 'publisher@demo.mfi.mn',
      phone: String(99_000_000 + DEMO_ACCOUNTS.indexOf(publisher) + 1),
      ifMissing: true,
    });

    const added = await seedJournals(db, storage);
    expect(DEMO_JOURNALS.length).toBeGreaterThanOrEqual(12);
    expect(await seedJournals(db, storage)).toBe(0);
    const rows = await db
      .select()
      .from(journals)
      .where(
        inArray(
          journals.slug,
          DEMO_JOURNALS.map((j) => j.slug),
        ),
      );
    expect(rows).toHaveLength(DEMO_JOURNALS.length);
    expect(added === DEMO_JOURNALS.length || added === 0).toBe(true);
    expect(rows.filter((r) => r.publishDate === null).length).toBeGreaterThanOrEqual(1);
    const cover = await sharp(fs.readFileSync(path.join(t.dataDir, 'media', rows[0].cover!))).metadata();
    expect([cover.width, cover.height, cover.format]).toEqual([1280, 720, 'jpeg']);

    // Every main type and subtype of the spec, in tab order.
    const types = (await t.call({ method: 'GET', url: '/api/journal/journal-type-api-list/' })).json()
      .journal_type_list;
    expect(types.map((x: { type_slug: string }) => x.type_slug)).toEqual(
      expect.arrayContaining(JOURNAL_TAXONOMY.map((x) => x.slug)),
    );
    const studies = (
      await t.call({
        method: 'GET',
        url: '/api/journal/journal-subtype-api-list/',
        query: { journalType: 'kino-sudlal' },
      })
    ).json().journal_type_list;
    expect(studies).toHaveLength(8);

    // The navigation's fixed article: /journal/niitlel/anhnii-alham/detail (apps/web/src/lib/routes.ts).
    const first = await t.call({
      method: 'GET',
      url: '/api/journal/api-journal-detail/',
      query: { typeSlug: 'niitlel', subTypeSlug: 'anhnii-alham', slug: FIRST_STEP_SLUG },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().journal_detail).toMatchObject({ title: 'Анхны алхам', publish: true, user: 'publisher' });
    expect(first.json().journal_detail.movies.map((m: { slug: string }) => m.slug)).toContain('tsogt-taij');

    // The movie's page lists the article about it.
    const about = (
      await t.call({ method: 'GET', url: '/api/movie/api-movie-journals/', query: { slug: 'rashomon' } })
    ).json();
    expect(about.journals.map((j: { journal_slug: string }) => j.journal_slug)).toContain('rashomon-unenii-olon-nuur');
  });
});
