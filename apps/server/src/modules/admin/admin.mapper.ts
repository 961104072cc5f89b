import type { QueueItem } from '@mfi/contract/admin.schemas';
import { memberName } from '@mfi/contract/member-name';
import type { ConsoleMember, FieldChange } from '@mfi/contract/revisions.schemas';
import type { RevisionState } from '../../db/schema';
import type { MediaUrls } from '../../lib/storage';
import type { QueueRow } from './queue.queries';

// Queue rows → the console's items (@mfi/contract/admin.schemas). Media keys become addresses here.

/** A member as the console names them, or null (no account). */
export const consoleMemberOf = (m: {
  id: number | null;
  slug: string | null;
  username: string | null;
  firstname: string | null;
  lastname: string | null;
}): ConsoleMember | null =>
  m.id === null || m.slug === null || m.username === null
    ? null
    : {
        id: m.id,
        slug: m.slug,
        name: memberName({ username: m.username, firstname: m.firstname, lastname: m.lastname }),
      };

/** How much of a long text the preview carries. */
const PREVIEW_TEXT = 200;
const shorten = (v: unknown) =>
  typeof v === 'string' && v.length > PREVIEW_TEXT ? `${v.slice(0, PREVIEW_TEXT - 1)}…` : v;

/** The fields whose values are media keys (shown as images): every kind's image columns and lists. */
const IMAGE_FIELDS = new Set(['poster', 'background', 'photo', 'cover', 'image']);

/** A state's values for the client: texts shortened for a preview, media keys as addresses, lists' images too. */
export function presentState(media: MediaUrls, state: RevisionState, preview: boolean): Record<string, unknown> {
  return Object.fromEntries(Object.entries(state).map(([k, v]) => [k, presentValue(media, k, v, preview)]));
}

export function presentValue(media: MediaUrls, field: string, v: unknown, preview = false): unknown {
  if (IMAGE_FIELDS.has(field) && typeof v === 'string') return media.urlOf(v);
  if (Array.isArray(v))
    return v.map((item) =>
      item && typeof item === 'object' && 'image' in item
        ? { ...item, image: media.urlOf((item as { image: string }).image) }
        : item,
    );
  return preview ? shorten(v) : v;
}

export const presentChanges = (media: MediaUrls, changes: FieldChange[]): FieldChange[] =>
  changes.map((c) => ({
    field: c.field,
    before: presentValue(media, c.field, c.before),
    after: presentValue(media, c.field, c.after),
  }));

const iso = (d: Date | string) => (typeof d === 'string' ? new Date(d) : d).toISOString();

export function toQueueItem(
  media: MediaUrls,
  row: QueueRow,
  trail: {
    preview: RevisionState | null;
    changes: FieldChange[] | null;
    rejection: { reason: string; at: Date | string; by: ConsoleMember | null } | null;
  },
): QueueItem {
  return {
    kind: row.kind,
    id: row.id,
    title: row.title,
    title_en: row.titleEn,
    image: media.urlOf(row.image),
    address: {
      slug: row.slug,
      serial_slug: row.serialSlug,
      season_slug: row.seasonSlug,
      type_slug: row.typeSlug,
      sub_type_slug: row.subTypeSlug,
    },
    creator: consoleMemberOf({
      id: row.creatorId,
      slug: row.creatorSlug,
      username: row.creatorUsername,
      firstname: row.creatorFirstname,
      lastname: row.creatorLastname,
    }),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    preview: trail.preview ? presentState(media, trail.preview, true) : {},
    changes: trail.changes ? presentChanges(media, trail.changes) : null,
    rejection: trail.rejection ? { ...trail.rejection, at: iso(trail.rejection.at) } : null,
  };
}
