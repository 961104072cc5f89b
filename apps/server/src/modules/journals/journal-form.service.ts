import { journalCreateFields, type JournalCreateFields, journalUpdateFields } from '@mfi/contract/journals.schemas';
import { revisionAfterWrite } from '../../after-write/revision.after-write';
import { CROPS, JOURNAL_EXCERPT_LENGTH } from '@mfi/contract/limits';
import { mn } from '@mfi/contract/messages';
import { journalAfterWrite } from '../../after-write/journal.after-write';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { sortKeyOf } from '../../lib/collation';
import { retryOnUniqueViolation } from '../../lib/db-errors';
import { AppError, fieldError } from '../../lib/errors';
import { htmlExcerpt, isBlankHtml, sanitizeJournalHtml } from '../../lib/html';
import { type MultipartBody, singleFields } from '../../lib/multipart';
import { uniqueSlug } from '../../lib/slug';
import { readFormImages, StoredFiles, withFiles } from '../../lib/stored-files';
import { searchKeyOf } from '../../lib/transliterate';
import { parseWith } from '../../lib/validate';
import type { Storage } from '../../lib/storage';
import type { AuthUser } from '../../auth/auth-user';
import { authorize, journalSubject, seesUnpublished } from '../../policies/catalogue.policy';
import { visibleIds } from '../reference/reference.service';
import * as formQ from './journal-form.queries';
import * as taxonomyQ from './journal-taxonomy.queries';
import { visibleJournal } from './journals.service';

// Journal create and update (part 2 sections 5, 7 and 8): publishers only, update by the author or an admin.
// The contract checks the fields; this file checks what they point at, sanitizes the content (every
// write, ARCHITECTURE section 8) and stores the 1280x720 cover.

export const COVER_FIELD = 'journal-cover';

/** The sanitized content, or 400 when nothing visible is left of it. */
function cleanContent(html: string, media: Storage) {
  const content = sanitizeJournalHtml(html, media);
  if (isBlankHtml(content)) throw fieldError('content', 'required');
  return content;
}

/**
 * 400 with a field error for each choice that names nothing, or a sub-type of another type. A related
 * title the user may not see (unpublished, for a publisher) answers as a missing one, unless the journal
 * already links it (`kept`: an update keeps a title unpublished since the journal was written).
 */
async function checkReferences(
  db: Executor,
  user: AuthUser,
  f: JournalCreateFields,
  kept?: Record<formQ.RelatedTable, Set<number>>,
) {
  const showUnpublished = seesUnpublished(user, 'movie');
  const errors: Record<string, string[]> = {};
  const [main, sub] = await Promise.all([taxonomyQ.findMainType(db, f.type), taxonomyQ.findSubType(db, f.sub_type)]);
  if (!main) errors.type = [mn('invalidValue')];
  if (!sub) errors.sub_type = [mn('invalidValue')];
  else if (main && sub.mainTypeId !== main.id) errors.sub_type = [mn('subTypeMismatch')];
  const tagIds = f.tags.filter((t): t is number => typeof t === 'number');
  const [tags, artists, movies, serials] = await Promise.all([
    taxonomyQ.existingTagIds(db, tagIds),
    visibleIds(db, 'artists', f.artists, showUnpublished),
    visibleIds(db, 'movies', f.movies, showUnpublished),
    visibleIds(db, 'serials', f.serials, showUnpublished),
  ]);
  if (tagIds.some((id) => !tags.has(id))) errors.tags = [mn('invalidValue')];
  const refused = (table: formQ.RelatedTable, ids: number[], visible: Set<number>) =>
    ids.some((id) => !visible.has(id) && !kept?.[table].has(id));
  if (refused('artists', f.artists, artists)) errors.artists = [mn('invalidValue')];
  if (refused('movies', f.movies, movies)) errors.movies = [mn('invalidValue')];
  if (refused('serials', f.serials, serials)) errors.serials = [mn('invalidValue')];
  if (Object.keys(errors).length) throw new AppError(400, errors);
  return { mainSlug: main!.slug, subSlug: sub!.slug };
}

/** Creates the named tags, replaces the journal's links and returns the search key (title and tag names). */
async function writeLinks(tx: Executor, journalId: number, f: JournalCreateFields) {
  const tagIds = [
    ...f.tags.filter((t): t is number => typeof t === 'number'),
    ...(await taxonomyQ.ensureJournalTags(
      tx,
      f.tags.filter((t): t is string => typeof t === 'string'),
    )),
  ];
  await formQ.replaceJournalTags(tx, journalId, tagIds);
  await formQ.replaceRelated(tx, journalId, { artists: f.artists, movies: f.movies, serials: f.serials });
  return searchKeyOf(f.title, ...(await taxonomyQ.tagNames(tx, tagIds)));
}

const textColumns = (f: JournalCreateFields, content: string) => ({
  title: f.title,
  sortTitle: sortKeyOf(f.title),
  subTypeId: f.sub_type,
  content,
  excerpt: htmlExcerpt(content, JOURNAL_EXCERPT_LENGTH),
});

/** The cover is optional on create and on update (part 2 section 7: "optional journal-cover"). */
async function readCover(body: MultipartBody) {
  const { single } = await readFormImages(body, { single: [COVER_FIELD], required: [] });
  return single[COVER_FIELD];
}

const storeCover = (files: StoredFiles, data: Buffer | undefined) =>
  files.image(data, { field: COVER_FIELD, crop: CROPS.scene, folder: 'journals/covers' });

/** Counts against the user's creation quota (lib/quotas); a create that fails does not. */
export const createJournal = (ctx: AppContext, user: AuthUser, body: MultipartBody) =>
  ctx.quotas.create(user, () => storeNewJournal(ctx, user, body));

/** POST /journal/api-journal-create/: a publisher's new journal starts unpublished (publish_date null), with or without a cover. */
async function storeNewJournal(ctx: AppContext, user: AuthUser, body: MultipartBody) {
  authorize(user, 'create', { kind: 'journal', publish: false, authorId: user.id });
  const fields = parseWith(journalCreateFields, singleFields(body));
  const content = cleanContent(fields.content, ctx.storage);
  const slugs = await checkReferences(ctx.db, user, fields);
  const coverData = await readCover(body);
  const files = new StoredFiles(ctx.storage);
  const slug = await withFiles(files, async () => {
    const cover = await storeCover(files, coverData);
    // Two publishers saving one title at once may pick the same free slug: the later one picks again.
    return retryOnUniqueViolation(() =>
      revisionAfterWrite.revised(ctx.db, user.id, async (tx, rev) => {
        const slug = await uniqueSlug(fields.title, (s) => formQ.journalSlugTaken(tx, s));
        const journal = await formQ.insertJournal(tx, {
          ...textColumns(fields, content),
          slug,
          cover,
          authorId: user.id,
          publishDate: null,
          createdAt: ctx.clock.now(),
          updatedAt: ctx.clock.now(),
        });
        await formQ.updateJournalRow(tx, journal.id, { searchKey: await writeLinks(tx, journal.id, fields) });
        await rev.track('journal', journal.id, 'create');
        return slug;
      }),
    );
  });
  // New tags are public at once.
  journalAfterWrite.catalogue(ctx);
  return {
    success: true,
    message: mn('journalCreated'),
    slug,
    type_slug: slugs.mainSlug,
    sub_type_slug: slugs.subSlug,
    publish_date: null,
  };
}

/** POST /journal/api-journal-update/: the author publisher or an admin; the cover is optional and replaces the old one. */
export async function updateJournal(ctx: AppContext, user: AuthUser, body: MultipartBody) {
  const fields = parseWith(journalUpdateFields, singleFields(body));
  const { journal } = await visibleJournal(ctx.db, user, {
    slug: fields.slug,
    typeSlug: fields.type_slug,
    subTypeSlug: fields.sub_type_slug,
  });
  authorize(user, 'edit', journalSubject(journal));
  const content = cleanContent(fields.content, ctx.storage);
  const slugs = await checkReferences(ctx.db, user, fields, await formQ.linkedIds(ctx.db, journal.id));
  const coverData = await readCover(body);
  const files = new StoredFiles(ctx.storage);
  await withFiles(files, async () => {
    const cover = await storeCover(files, coverData);
    await revisionAfterWrite.revised(ctx.db, user.id, async (tx, rev) => {
      await rev.track('journal', journal.id, 'update');
      const searchKey = await writeLinks(tx, journal.id, fields);
      await formQ.updateJournalRow(tx, journal.id, {
        ...textColumns(fields, content),
        searchKey,
        ...(cover ? { cover } : {}),
        updatedAt: ctx.clock.now(),
      });
    });
  });
  // The replaced cover stays in storage: the journal's history refers to it, and a revert brings it back.
  journalAfterWrite.catalogue(ctx);
  return {
    success: true,
    message: mn('journalUpdated'),
    slug: journal.slug,
    type_slug: slugs.mainSlug,
    sub_type_slug: slugs.subSlug,
    publish_date: journal.publishDate ? journal.publishDate.toISOString() : null,
  };
}
