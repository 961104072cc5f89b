import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { artistCountries, artistProfessions, artistQuotes, artists, countries, professions } from '../../db/schema';
import { syncArtistLinkIds } from '../../db/link-ids';
import { seedReference } from '../../seed/reference';
import { sortKeyOf } from '../../lib/collation';
import { slugify } from '../../lib/slug';
import { searchKeyOf } from '../../lib/transliterate';

/**
 * Eight random letters: a search token no other row holds or resembles (trigram search would match
 * tokens that share most of their letters).
 */
export function token() {
  return Array.from(randomBytes(8), (b) => String.fromCharCode(97 + (b % 26))).join('');
}

const seeded = new WeakMap<Db, Promise<void>>();
/**
 * The reference lists, seeded once per database (the seed is idempotent). Keyed by database, since a
 * file with a database of its own shares the worker with files on the worker's shared one.
 */
export function ensureReference(db: Db) {
  if (!seeded.has(db)) seeded.set(db, seedReference(db));
  return seeded.get(db)!;
}

export async function countryIds(db: Db, codes: string[]) {
  const rows = await db
    .select({ id: countries.id, code: countries.code })
    .from(countries)
    .where(inArray(countries.code, codes));
  return codes.map((c) => rows.find((r) => r.code === c)!.id);
}

export async function professionIds(db: Db, slugs: string[]) {
  const rows = await db
    .select({ id: professions.id, slug: professions.slug })
    .from(professions)
    .where(inArray(professions.slug, slugs));
  return slugs.map((s) => rows.find((r) => r.slug === s)!.id);
}

export type ArtistSpec = {
  proName: string;
  proNameEn?: string;
  publish?: boolean;
  born?: number | null;
  died?: number | null;
  countries?: string[];
  oldCountries?: string[];
  professions?: string[];
  quotes?: string[];
  festival?: boolean;
};

/** An artist straight in the database, with its links; answers its id and slug. */
export async function makeArtist(db: Db, spec: ArtistSpec) {
  await ensureReference(db);
  const proNameEn = spec.proNameEn ?? spec.proName;
  const codes = spec.countries ?? ['MN'];
  const [row] = await db
    .insert(artists)
    .values({
      slug: `${slugify(proNameEn)}-${token()}`,
      proName: spec.proName,
      proNameEn,
      firstName: spec.proName.split(' ')[0],
      lastName: spec.proName.split(' ').at(-1)!,
      bornYear: spec.born ?? null,
      diedYear: spec.died ?? null,
      biography: `${spec.proName} — намтар.`,
      biographyEn: `${proNameEn} — biography.`,
      mongolian: codes.includes('MN'),
      festival: spec.festival ?? false,
      publish: spec.publish ?? true,
      searchKey: searchKeyOf(spec.proName, proNameEn),
      sortName: sortKeyOf(spec.proName),
    })
    .returning();
  const current = await countryIds(db, codes);
  const former = await countryIds(db, spec.oldCountries ?? []);
  await db
    .insert(artistCountries)
    .values([
      ...current.map((countryId) => ({ artistId: row.id, countryId, former: false })),
      ...former.map((countryId) => ({ artistId: row.id, countryId, former: true })),
    ]);
  const profs = await professionIds(db, spec.professions ?? ['director']);
  await db
    .insert(artistProfessions)
    .values(profs.map((professionId, position) => ({ artistId: row.id, professionId, position })));
  await syncArtistLinkIds(db, [row.id]);
  if (spec.quotes?.length)
    await db.insert(artistQuotes).values(spec.quotes.map((quote, position) => ({ artistId: row.id, quote, position })));
  return { id: row.id, slug: row.slug };
}

export async function artistById(db: Db, id: number) {
  const [row] = await db.select().from(artists).where(eq(artists.id, id));
  return row;
}
