import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { knownMigrations } from './database-facts';

// A backup is a directory: database.dump (pg_dump's custom format) or database.tar.gz (PGlite's data
// directory), media/<key> for every stored file, and manifest.json, written last: a directory without it is
// a backup that did not finish (decision 034).

export const MANIFEST_FILE = 'manifest.json';
export const MEDIA_FOLDER = 'media';
export const DATABASE_FILES = { postgres: 'database.dump', pglite: 'database.tar.gz' } as const;
const FORMAT = 'mfi-backup/1';

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  startedAt: z.string(),
  finishedAt: z.string(),
  database: z.object({
    kind: z.enum(['postgres', 'pglite']),
    file: z.string(),
    latestMigration: z.string().nullable(),
    counts: z.record(z.string(), z.number()),
  }),
  media: z.object({
    files: z.number(),
    bytes: z.number(),
    /** Keys the database names that the storage did not hold when the media was copied. */
    missing: z.array(z.string()),
  }),
});
export type Manifest = z.infer<typeof manifestSchema>;

export function writeManifest(dir: string, manifest: Omit<Manifest, 'format'>) {
  const full: Manifest = { format: FORMAT, ...manifest };
  fs.writeFileSync(path.join(dir, MANIFEST_FILE), JSON.stringify(full, null, 2) + '\n');
  return full;
}

/** The manifest of the backup in `dir`, once the directory is checked to hold a whole backup this code can restore. */
export function readBackup(dir: string): Manifest {
  if (!fs.existsSync(dir)) throw new Error(`${dir} does not exist.`);
  if (!fs.statSync(dir).isDirectory()) throw new Error(`${dir} is not a directory.`);
  const file = path.join(dir, MANIFEST_FILE);
  if (!fs.existsSync(file))
    throw new Error(`${dir} is not a backup: it has no ${MANIFEST_FILE} (a backup that did not finish has none).`);
  let parsed: Manifest;
  try {
    parsed = manifestSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch {
    throw new Error(`${file} is not the manifest of a backup made by npm run backup (${FORMAT}).`);
  }
  if (parsed.database.file !== DATABASE_FILES[parsed.database.kind])
    throw new Error(`${file} names an unexpected database file, ${parsed.database.file}.`);
  for (const part of [parsed.database.file, MEDIA_FOLDER])
    if (!fs.existsSync(path.join(dir, part))) throw new Error(`${dir} is not a whole backup: ${part} is missing.`);
  const latest = parsed.database.latestMigration;
  if (latest !== null && !knownMigrations().some((m) => m.tag === latest))
    throw new Error(
      `The backup's database is at migration ${latest}, which this version of the code does not know: ` +
        'restore it with the version that made it, or a newer one.',
    );
  return parsed;
}
