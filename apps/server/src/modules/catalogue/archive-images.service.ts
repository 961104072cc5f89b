import { mn } from '@mfi/contract/messages';
import type { CacheHolder } from '../../after-write/after-write';
import { revisionAfterWrite } from '../../after-write/revision.after-write';
import type { ServiceDeps } from '../../context';
import type { ArchiveImageRows } from '../../lib/archive-images';
import { AppError, notFound } from '../../lib/errors';
import { assertJpeg } from '../../lib/images';
import type { MultipartBody } from '../../lib/multipart';
import { ARCHIVE_IMAGES_MAX, StoredFiles, withFiles } from '../../lib/stored-files';

// Archive images of a movie or a season (part 2 section 2 "Archive image update", "Season image update"):
// contributors add images with descriptions, rewrite descriptions, drag them into a new order and delete
// them. The kind finds its title and asks the policy; the gallery's rules are the same for both.

type Deps = ServiceDeps<'db' | 'cache' | 'storage'>;

/** A kind's gallery: its rows, the multipart field and folder of its files, its after-write. */
export type Gallery = {
  kind: 'movie' | 'season';
  rows: ArchiveImageRows;
  files: { field: string; folder: string };
  afterWrite: (ctx: CacheHolder) => void;
};

/** The update form's own fields, beside the kind's address of its title. */
export const galleryFields = (body: MultipartBody) => ({
  id: body.fields.id?.at(-1),
  'image-id': body.fields['image-id'] ?? [],
  description: body.fields.description ?? [],
});

/** The owner's images as the answers show them, in order. */
export async function galleryImages(ctx: Pick<Deps, 'db' | 'storage'>, gallery: Gallery, ownerId: number) {
  const rows = await gallery.rows.list(ctx.db, ownerId);
  return rows.map((r) => ({ id: r.id, image: ctx.storage.url(r.image), description: r.description }));
}

/**
 * Deletes one of the owner's images (404 when it is not theirs) and answers the images left. The file stays in
 * storage: the title's history refers to it, and a revert brings it back (decision 024).
 */
export async function deleteGalleryImage(ctx: Deps, gallery: Gallery, actorId: number, ownerId: number, id: number) {
  const removed = await revisionAfterWrite.revised(ctx.db, actorId, async (tx, rev) => {
    await rev.track(gallery.kind, ownerId, 'update');
    return gallery.rows.remove(tx, ownerId, id);
  });
  if (!removed) throw notFound();
  gallery.afterWrite(ctx);
  return { success: true, images: await galleryImages(ctx, gallery, ownerId) };
}

/**
 * Rewrites the gallery from the update form. `image-id` lists the images in their new order: an existing
 * image's id, or `new` for the next file of the kind's field; `description` follows the same order. Images
 * left out keep their order after the listed ones. Answers the images as they now are.
 */
export async function rewriteGallery(
  ctx: Deps,
  gallery: Gallery,
  actorId: number,
  ownerId: number,
  fields: { 'image-id': (number | 'new')[]; description: string[] },
  body: MultipartBody,
) {
  const { field } = gallery.files;
  const entries = fields['image-id'];
  const files = body.files[field] ?? [];
  const newCount = entries.filter((e) => e === 'new').length;
  if (newCount !== files.length || files.length > ARCHIVE_IMAGES_MAX)
    throw new AppError(400, { [field]: [mn('invalidValue')] });
  const current = await gallery.rows.list(ctx.db, ownerId);
  const ownIds = new Set(current.map((i) => i.id));
  const listed = entries.filter((e): e is number => e !== 'new');
  if (listed.some((id) => !ownIds.has(id)) || new Set(listed).size !== listed.length) {
    throw new AppError(400, { 'image-id': [mn('invalidValue')] });
  }
  for (const data of files) await assertJpeg(field, data);

  const stored = new StoredFiles(ctx.storage);
  await withFiles(stored, async () => {
    const added = await stored.archive(
      files.map((data) => ({ data, description: '' })),
      gallery.files,
    );
    await revisionAfterWrite.revised(ctx.db, actorId, async (tx, rev) => {
      await rev.track(gallery.kind, ownerId, 'update');
      let nextFile = 0;
      for (const [position, entry] of entries.entries()) {
        const description = fields.description[position];
        if (entry === 'new')
          await gallery.rows.insertAt(tx, ownerId, added[nextFile++].image, description ?? '', position);
        else await gallery.rows.update(tx, entry, { position, ...(description === undefined ? {} : { description }) });
      }
      const rest = current.filter((i) => !listed.includes(i.id));
      for (const [k, image] of rest.entries())
        await gallery.rows.update(tx, image.id, { position: entries.length + k });
    });
  });
  gallery.afterWrite(ctx);
  return galleryImages(ctx, gallery, ownerId);
}
