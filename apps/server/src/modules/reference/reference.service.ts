import type { ReferenceCreateBody, ReferenceKind, ReferenceUpdateBody } from '@mfi/contract/reference.schemas';
import type { Executor } from '../../db/client';
import { referenceAfterWrite } from '../../after-write/reference.after-write';
import type { AppContext } from '../../context';
import { compareMongolian } from '../../lib/collation';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors';
import { AppError, fieldError, nonFieldError, notFound } from '../../lib/errors';
import { searchTerm } from '../../lib/search';
import { uniqueSlug } from '../../lib/slug';
import { searchKeyOf } from '../../lib/transliterate';
import { mn } from '@mfi/contract/messages';
import type { AuthUser } from '../../auth/auth-user';
import { seesUnpublished } from '../../policies/catalogue.policy';
import { authorize as authorizeKeeper } from '../../policies/reference.policy';
import { recordAudit } from '../admin-members/audit-log.service';
import { usageOf } from './admin-reference.queries';
import { inUseAnswer } from './admin-reference.service';
import * as m from './reference.mapper';
import * as q from './reference.queries';
import * as refs from './visible-refs.queries';

// Part 2 section 7 "Reference and search", and the admin calls that keep the lists (designed in the
// spec's style). Other modules use ensureTags, ensureCollection and assertIdsExist.

const MONGOLIA = 'MN';
const byName =
  <T>(name: (item: T) => string) =>
  (a: T, b: T) =>
    compareMongolian(name(a), name(b));

export async function professionList(ctx: AppContext) {
  const rows = await q.listProfessions(ctx.db);
  return { profession_list: rows.map(m.toProfessionItem).sort(byName((p) => p.profession_mongol_title)) };
}

/** Mongolia first, then by Mongolian name in the Mongolian alphabet's order. */
export async function countryList(ctx: AppContext) {
  const rows = await q.listCountries(ctx.db);
  const items = rows.map(m.toCountryItem).sort(byName((c) => c.country_mongol_name));
  return { country_list: [...items.filter((c) => c.code === MONGOLIA), ...items.filter((c) => c.code !== MONGOLIA)] };
}

export async function languageList(ctx: AppContext) {
  const rows = await q.listLanguages(ctx.db);
  const items = rows.map(m.toLanguageItem).sort(byName((l) => l.language_mongol_name));
  return { language_list: [...items.filter((l) => l.code === 'mn'), ...items.filter((l) => l.code !== 'mn')] };
}

export async function genreList(ctx: AppContext) {
  const rows = await q.listGenres(ctx.db);
  return { genre_list: rows.map(m.toGenreItem).sort(byName((g) => g.genre_mongol_name)) };
}

export async function subgenreList(ctx: AppContext) {
  const rows = await q.listSubgenres(ctx.db);
  return { subgenre_list: rows.map(m.toSubgenreItem).sort(byName((g) => g.sub_genre_mongol_name)) };
}

/**
 * Tags matching what was typed, in either script, best first; without a query the first ones by name.
 * A tag only unpublished items use shows to contributors and admins alone (issue 12), like the items.
 */
export async function tagList(ctx: AppContext, user: AuthUser | null, text: string | undefined) {
  const term = searchTerm(text);
  const rows = await q.listTags(ctx.db, term, !seesUnpublished(user, 'movie'));
  return { tag_list: rows.map(m.toTagItem) };
}

export async function collectionList(ctx: AppContext, text: string | undefined) {
  const term = searchTerm(text);
  const rows = await q.listCollections(ctx.db, term);
  return { collection_list: rows.map(m.toCollectionItem) };
}

// ---------------------------------------------------------------- for other modules

/** 400 `{field: [invalid]}` unless every id names a row of the kind (unknown ids are never stored). */
export async function assertIdsExist(db: Executor, kind: ReferenceKind, ids: number[], field: string) {
  const unique = [...new Set(ids)];
  if ((await q.countExisting(db, kind, unique)) !== unique.length) throw fieldError(field, 'invalidValue');
}

export type { RefTable } from './visible-refs.queries';

/**
 * The ids among `ids` that exist and that the caller may see: the one check of every form's ids
 * (visible-refs.queries). An unpublished id answers as a missing one unless `showUnpublished`, or unless
 * it is `ownerId`'s own artist (catalogue.policy linksOwnUnpublished).
 */
export const visibleIds = (
  db: Executor,
  table: refs.RefTable,
  ids: number[],
  showUnpublished: boolean,
  ownerId?: number,
) => refs.visibleIds(db, table, ids, showUnpublished, ownerId);

/**
 * The ids of tags by name, creating the missing ones: contributors add new tags from the movie form.
 * Names are trimmed; case-insensitive duplicates share one tag. Order follows `names`.
 */
export async function ensureTags(db: Executor, names: string[]): Promise<number[]> {
  const wanted = [
    ...new Map(
      names
        .map((n) => n.trim())
        .filter(Boolean)
        .map((n) => [n.toLowerCase(), n]),
    ).values(),
  ];
  const rows = await q.upsertTags(
    db,
    wanted.map((name) => ({ name, searchKey: searchKeyOf(name) })),
  );
  const idOf = new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
  return wanted.map((n) => idOf.get(n.toLowerCase())!).filter(Boolean);
}

/** A collection's id by title, created when missing (the movie form's franchise field). */
export async function ensureCollection(db: Executor, title: string, titleEn?: string): Promise<number> {
  const name = title.trim();
  const existing = await q.findCollectionByTitle(db, name);
  if (existing) return existing.id;
  const slug = await uniqueSlug(titleEn || name, (s) => q.slugTaken(db, 'collection', s));
  const row = await q.insertRow(db, 'collection', {
    slug,
    title: name,
    nameEn: titleEn?.trim() || null,
    searchKey: searchKeyOf(name, titleEn),
  });
  return row.id as number;
}

// ---------------------------------------------------------------- admin management

/** The columns of a kind's row from the admin body. */
async function valuesOf(db: Executor, kind: ReferenceKind, body: ReferenceCreateBody, creating: boolean) {
  const nameEn = body.name_en ?? body.name;
  switch (kind) {
    // A tag's or collection's English name is optional: none shows the Mongolian one in English too.
    case 'tag':
      return { name: body.name, nameEn: body.name_en ?? null, searchKey: searchKeyOf(body.name, body.name_en) };
    case 'collection':
      return {
        title: body.name,
        nameEn: body.name_en ?? null,
        searchKey: searchKeyOf(body.name, body.name_en),
        ...(creating ? { slug: await uniqueSlug(nameEn, (s) => q.slugTaken(db, kind, s)) } : {}),
      };
    case 'language':
    case 'country': {
      if (creating && !body.code) throw fieldError('code', 'required');
      const code = body.code ? (kind === 'country' ? body.code.toUpperCase() : body.code.toLowerCase()) : undefined;
      return { nameMn: body.name, nameEn, ...(code ? { code } : {}) };
    }
    case 'profession':
    case 'genre':
    case 'subgenre':
      return {
        nameMn: body.name,
        nameEn,
        ...(kind === 'profession' && body.is_actor !== undefined ? { isActor: body.is_actor } : {}),
        ...(creating ? { slug: await uniqueSlug(nameEn, (s) => q.slugTaken(db, kind, s)) } : {}),
      };
  }
}

/** A duplicate name or code: the field the admin should change. */
const duplicateOf = (kind: ReferenceKind) =>
  fieldError(kind === 'language' || kind === 'country' ? 'code' : 'name', 'referenceExists');

/** What the audit log keeps of an item: its names and code, as the admin typed them. */
const loggedOf = (row: Record<string, unknown>) =>
  Object.fromEntries(
    ['name', 'title', 'nameMn', 'nameEn', 'code', 'isActor'].filter((k) => k in row).map((k) => [k, row[k]]),
  );
const logged = (kind: ReferenceKind, row: Record<string, unknown>) => ({
  kind,
  id: row.id as number,
  label: String(row.name ?? row.title ?? row.nameMn ?? row.id),
});

/** The reference calls (their keepers, admins: reference.policy.ts); each leaves a row in the audit log. */
export async function createReference(ctx: AppContext, user: AuthUser, kind: ReferenceKind, body: ReferenceCreateBody) {
  authorizeKeeper(user, 'manage');
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const created = await q.insertRow(tx, kind, await valuesOf(tx, kind, body, true));
      const entry = { action: 'reference_create' as const, target: logged(kind, created), after: loggedOf(created) };
      await recordAudit(tx, user, entry, ctx.clock.now());
      return created;
    });
    referenceAfterWrite.catalogue(ctx);
    return { success: true as const, item: m.toReferenceItem(kind, row) };
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateOf(kind);
    throw error;
  }
}

export async function updateReference(ctx: AppContext, user: AuthUser, kind: ReferenceKind, body: ReferenceUpdateBody) {
  authorizeKeeper(user, 'manage');
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const before = await q.findRow(tx, kind, body.id);
      if (!before) throw notFound();
      const after = (await q.updateRow(tx, kind, body.id, await valuesOf(tx, kind, body, false)))!;
      const entry = {
        action: 'reference_update' as const,
        target: logged(kind, after),
        before: loggedOf(before),
        after: loggedOf(after),
      };
      await recordAudit(tx, user, entry, ctx.clock.now());
      return after;
    });
    referenceAfterWrite.catalogue(ctx);
    return { success: true as const, item: m.toReferenceItem(kind, row) };
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateOf(kind);
    throw error;
  }
}

/**
 * Deletes an item nothing points at; a used one is a 400 with the spec's referenceInUse text and `used_in`,
 * where it is used (admin-reference.queries USES), which the admin console says in the reader's language.
 */
export async function deleteReference(ctx: AppContext, user: AuthUser, kind: ReferenceKind, id: number) {
  authorizeKeeper(user, 'manage');
  try {
    await ctx.db.transaction(async (tx) => {
      const row = await q.findRow(tx, kind, id);
      if (!row) throw notFound();
      const usedIn = await usageOf(tx, kind, id);
      if (Object.keys(usedIn).length) throw new AppError(400, inUseAnswer(usedIn));
      await q.deleteRow(tx, kind, id);
      const entry = { action: 'reference_delete' as const, target: logged(kind, row), before: loggedOf(row) };
      await recordAudit(tx, user, entry, ctx.clock.now());
    });
    referenceAfterWrite.catalogue(ctx);
  } catch (error) {
    // Tables added later (serials …) are covered by their foreign keys.
    if (isForeignKeyViolation(error)) throw nonFieldError(mn('referenceInUse'));
    throw error;
  }
  return { success: true as const };
}

/** Whether a set of country ids makes an item Mongolian (countryFlag 2 of the catalogues). */
export const includesMongolia = (db: Executor, countryIds: number[]) => q.includesMongolia(db, countryIds);

/**
 * The reference lists by the keys an import names them by (decision 026): genres and professions by their
 * English name or slug, lower-cased; countries and languages by ISO code.
 */
export async function referenceIndex(db: Executor) {
  const [genres, countries, languages, professions] = await Promise.all([
    q.listGenres(db),
    q.listCountries(db),
    q.listLanguages(db),
    q.listProfessions(db),
  ]);
  return {
    genres: new Map(genres.map((g) => [g.nameEn.toLowerCase(), g.id])),
    countries: new Map(countries.map((c) => [c.code.toUpperCase(), c.id])),
    languages: new Map(languages.map((l) => [l.code.toLowerCase(), l.id])),
    professions: new Map(professions.map((p) => [p.slug, p.id])),
  };
}
export type ReferenceIndex = Awaited<ReturnType<typeof referenceIndex>>;
