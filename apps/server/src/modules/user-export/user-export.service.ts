import { UB_OFFSET_MS } from '@mfi/contract/fields';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { AuthUser } from '../../auth/auth-user';
import type { ServiceDeps } from '../../context';
import { notFound } from '../../lib/errors';
import { zipStream, type ZipEntry } from '../../lib/zip-stream';
import * as files from './user-export.mapper';
import * as q from './user-export.queries';
import { README } from './user-export.readme';

// GET /user/api/v-user-export/ (issue 29 part 3, decision 038): everything the signed-in member made, as one
// ZIP. The rows are read first, in one transaction (one snapshot: a list and its items agree), so a failing
// read is an ordinary error answer; then the ZIP is streamed, the images read from the storage (a folder or a
// bucket) one at a time as the archive reaches them.

type Deps = ServiceDeps<'db' | 'storage' | 'config' | 'clock'>;

/** The member's rows, every table read in one snapshot, of the titles the member may see. */
async function rowsOf(ctx: Deps, user: AuthUser) {
  const userId = user.id;
  const shown = q.shownTo(user);
  return ctx.db.transaction(async (tx) => ({
    profile: await q.profileOf(tx, userId),
    diary: await q.diaryOf(tx, userId, shown),
    ratings: await q.ratingsOf(tx, userId, shown),
    detailed: await q.detailedReviewsOf(tx, userId, shown),
    flags: await q.flagsOf(tx, userId, shown),
    reactions: await q.reactionsOf(tx, userId, shown),
    lists: await q.listsOf(tx, userId, shown),
    relations: await q.relationsOf(tx, userId),
    writing: await q.writingOf(tx, userId),
    journals: await q.journalsOf(tx, userId),
    images: await q.imageKeysOf(tx, userId),
  }));
}

type Rows = Awaited<ReturnType<typeof rowsOf>>;

/** A stored file under `folder`, named by its key's last part (keys are unique, so are their last parts). */
type StoredImage = { key: string; name: string };

function imagesOf(rows: Rows): { photo: string | null; background: string | null; all: StoredImage[] } {
  const named = (folder: string, key: string, name = path.posix.basename(key)) => ({
    key,
    name: `images/${folder}/${name}`,
  });
  const ext = (key: string) => path.posix.extname(key) || '.jpg';
  const { image, background } = rows.profile;
  const photo = image ? named('profile', image, `photo${ext(image)}`) : null;
  const back = background ? named('profile', background, `background${ext(background)}`) : null;
  const all = [
    ...(photo ? [photo] : []),
    ...(back ? [back] : []),
    ...rows.images.map((i) => named(i.folder, i.key)),
    ...rows.journals.flatMap((j) => (j.cover ? [named('journals', j.cover)] : [])),
  ];
  return { photo: photo?.name ?? null, background: back?.name ?? null, all };
}

async function* entriesOf(ctx: Deps, rows: Rows): AsyncGenerator<ZipEntry> {
  const site = ctx.config.publicUrl;
  const images = imagesOf(rows);
  yield { name: 'README.txt', data: README };
  yield { name: 'profile.json', data: files.profileJson(site, rows.profile, images) };
  yield { name: 'diary.csv', data: files.diaryCsv(site, rows.diary) };
  yield { name: 'ratings.csv', data: files.ratingsCsv(site, rows.ratings) };
  yield { name: 'reviews.csv', data: files.reviewsCsv(site, rows.ratings) };
  for (const review of rows.detailed)
    yield { name: files.detailedReviewFileName(review), data: files.detailedReviewHtml(site, review) };
  yield { name: 'watched.csv', data: files.flagCsv(site, rows.flags, 'watched') };
  yield { name: 'watchlist.csv', data: files.flagCsv(site, rows.flags, 'watch') };
  yield { name: 'favourites.csv', data: files.flagCsv(site, rows.flags, 'favorite') };
  yield { name: 'watching.csv', data: files.flagCsv(site, rows.flags, 'watching') };
  yield { name: 'reactions.csv', data: files.reactionsCsv(site, rows.reactions) };
  for (const list of rows.lists)
    yield { name: files.listFileName(list), data: files.listCsv(site, rows.profile.slug, list) };
  yield { name: 'following.csv', data: files.membersCsv(site, rows.relations.following) };
  yield { name: 'followers.csv', data: files.membersCsv(site, rows.relations.followers) };
  yield { name: 'blocked.csv', data: files.membersCsv(site, rows.relations.blocked) };
  yield { name: 'messages.csv', data: files.messagesCsv(rows.writing.messages) };
  yield { name: 'comments.csv', data: files.commentsCsv(rows.writing.comments) };
  for (const journal of rows.journals) yield { name: files.journalFileName(journal), data: files.journalHtml(journal) };
  // A file the storage no longer holds is left out (the rows still name it): the export never fails on one.
  for (const image of images.all) {
    const bytes = await ctx.storage.read(image.key);
    if (bytes) yield { name: image.name, data: bytes, stored: true };
  }
}

/** The member's export: its file name and the ZIP as a stream. */
export async function exportMemberData(ctx: Deps, user: AuthUser): Promise<{ fileName: string; zip: Readable }> {
  const rows = await rowsOf(ctx, user);
  if (!rows.profile) throw notFound();
  const now = ctx.clock.now();
  const day = new Date(now.getTime() + UB_OFFSET_MS).toISOString().slice(0, 10);
  return {
    fileName: `mfi-${files.fileNameOf(rows.profile.slug, rows.profile.id)}-${day}.zip`,
    zip: zipStream(entriesOf(ctx, rows), now),
  };
}
