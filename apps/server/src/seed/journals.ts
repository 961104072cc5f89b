import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  artists,
  journalArtists,
  journalMainTypes,
  journalMovies,
  journals,
  journalSerials,
  journalSubTypes,
  journalTagLinks,
  journalTags,
  movies,
  serials,
  users,
} from '../db/schema';
import { CROPS } from '@mfi/contract/limits';
import { sortKeyOf } from '../lib/collation';
import { htmlExcerpt, sanitizeJournalHtml } from '../lib/html';
import { slugify } from '../lib/slug';
import type { Storage } from '../lib/storage';
import { searchKeyOf } from '../lib/transliterate';
import { DEMO_JOURNALS, type DemoJournal } from './journals-data';
import { JOURNAL_TAXONOMY } from './journals-taxonomy-data';
import { placeholderJpeg } from './placeholder-image';

// Demo journals (issue 6): journal tags and a dozen articles by the demo publisher with
// drawn 1280x720 covers (nothing downloaded), linked to the demo titles that exist when this runs.
// Safe to run again: types, tags and journals whose slugs exist are left alone.

const DEMO_AUTHOR = 'publisher';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The journal subtypes (seedReference makes them) by "type/subtype" slug. */
async function subTypeIdsBySlug(db: Db) {
  const subs = await db
    .select({ id: journalSubTypes.id, slug: journalSubTypes.slug, mainSlug: journalMainTypes.slug })
    .from(journalSubTypes)
    .innerJoin(journalMainTypes, eq(journalMainTypes.id, journalSubTypes.mainTypeId));
  return new Map(subs.map((s) => [`${s.mainSlug}/${s.slug}`, s.id]));
}

async function tagIdsByName(db: Db) {
  const names = [...new Set(DEMO_JOURNALS.flatMap((j) => j.tags))];
  await db
    .insert(journalTags)
    .values(names.map((name) => ({ name, searchKey: searchKeyOf(name) })))
    .onConflictDoNothing();
  return new Map(
    (await db.select().from(journalTags).where(inArray(journalTags.name, names))).map((t) => [t.name, t.id]),
  );
}

/** id by slug of the demo movies, serials and artists the articles name (missing ones are skipped). */
async function titleIds(db: Db) {
  const wanted = (f: (j: DemoJournal) => string[] | undefined) => [
    ...new Set(DEMO_JOURNALS.flatMap((j) => f(j) ?? [])),
  ];
  const orNone = (list: string[]) => (list.length ? list : ['']);
  const bySlug = (rows: { id: number; slug: string }[]) => new Map(rows.map((r) => [r.slug, r.id]));
  return {
    movies: bySlug(
      await db
        .select({ id: movies.id, slug: movies.slug })
        .from(movies)
        .where(inArray(movies.slug, orNone(wanted((j) => j.movies)))),
    ),
    serials: bySlug(
      await db
        .select({ id: serials.id, slug: serials.slug })
        .from(serials)
        .where(inArray(serials.slug, orNone(wanted((j) => j.serials)))),
    ),
    // The artists seed keys artists by the slug of their English name.
    artists: bySlug(
      await db
        .select({ id: artists.id, slug: artists.slug })
        .from(artists)
        .where(inArray(artists.slug, orNone(wanted((j) => j.artists).map((n) => slugify(n))))),
    ),
  };
}

const idsOf = (map: Map<string, number>, keys: string[] | undefined) =>
  (keys ?? []).map((k) => map.get(k)).filter((id): id is number => id !== undefined);

/** Adds the missing demo journals; answers how many were added. */
export async function seedJournals(db: Db, storage: Storage, now = new Date()) {
  const subTypeIds = await subTypeIdsBySlug(db);
  const tagIds = await tagIdsByName(db);
  const [author] = await db.select({ id: users.id }).from(users).where(eq(users.username, DEMO_AUTHOR));
  if (!author) return 0;
  const existing = new Set(
    (
      await db
        .select({ slug: journals.slug })
        .from(journals)
        .where(
          inArray(
            journals.slug,
            DEMO_JOURNALS.map((j) => j.slug),
          ),
        )
    ).map((r) => r.slug),
  );
  const missing = DEMO_JOURNALS.filter((j) => !existing.has(j.slug));
  if (!missing.length) return 0;
  const titles = await titleIds(db);

  for (const demo of missing) {
    const typeName = JOURNAL_TAXONOMY.find((t) => t.slug === demo.type)!.mn;
    const cover = `journals/demo-${demo.slug}.jpg`;
    await storage.put(
      cover,
      await placeholderJpeg({ label: typeName, caption: demo.title, ...CROPS.scene, seed: demo.slug }),
      'image/jpeg',
    );
    const content = sanitizeJournalHtml(demo.content);
    await db.transaction(async (tx) => {
      const [journal] = await tx
        .insert(journals)
        .values({
          slug: demo.slug,
          title: demo.title,
          sortTitle: sortKeyOf(demo.title),
          subTypeId: subTypeIds.get(`${demo.type}/${demo.subType}`)!,
          authorId: author.id,
          cover,
          content,
          excerpt: htmlExcerpt(content, 200),
          publishDate: demo.publishedDaysAgo === null ? null : new Date(now.getTime() - demo.publishedDaysAgo * DAY_MS),
          searchKey: searchKeyOf(demo.title, ...demo.tags),
        })
        .returning({ id: journals.id });
      await tx
        .insert(journalTagLinks)
        .values(demo.tags.map((name) => ({ journalId: journal.id, tagId: tagIds.get(name)! })));
      const links = [
        [journalMovies, idsOf(titles.movies, demo.movies)],
        [journalSerials, idsOf(titles.serials, demo.serials)],
        [
          journalArtists,
          idsOf(
            titles.artists,
            demo.artists?.map((n) => slugify(n)),
          ),
        ],
      ] as const;
      for (const [table, ids] of links) {
        if (ids.length)
          await tx.insert(table).values(ids.map((refId, position) => ({ journalId: journal.id, refId, position })));
      }
    });
  }
  return missing.length;
}
