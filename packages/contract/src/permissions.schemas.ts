import { z } from 'zod';

// The caller's permissions on one item (issue 23, "policies that present"): optional booleans beside the
// spec's keys, computed by the server's policies (apps/server/src/policies/permissions.ts). The web shows its
// edit, publish, delete and review controls from them and never decides them itself.

const verdict = (what: string) => z.boolean().optional().describe(`whether the caller may ${what} this item`);

/** Every verdict an item may carry; each kind carries the ones below that apply to it. */
export const permissions = z.object({
  can_edit: verdict('edit'),
  can_publish: verdict('publish or unpublish'),
  can_delete: verdict('delete'),
  can_review: verdict('rate, review or react to'),
  can_manage: verdict('manage (its admin controls)'),
  can_like: verdict('like'),
  can_comment: verdict('comment on'),
  can_write_detailed_review: verdict('write a detailed review of'),
  can_see_drafts: verdict('see the unpublished articles of'),
  can_see_history: verdict('read the edit history (the admin console) of'),
  can_create: z.boolean().optional().describe('whether the caller may add a list of their own here (their own page)'),
  can_import: z
    .boolean()
    .optional()
    .describe('whether the caller may bring their history from Letterboxd or IMDb into this diary (their own)'),
});
export type Permissions = z.infer<typeof permissions>;

/** A movie, serial, season or episode. */
export const titlePermissions = permissions.pick({
  can_edit: true,
  can_publish: true,
  can_review: true,
  can_see_history: true,
}).shape;
/** A movie, season or episode, which critics also review in detail. */
export const reviewedTitlePermissions = {
  ...titlePermissions,
  ...permissions.pick({ can_write_detailed_review: true }).shape,
};
/** A member's profile: whether the caller sees their unpublished articles. */
export const profilePermissions = permissions.pick({ can_see_drafts: true }).shape;
/** A member's page of lists: whether the caller adds one there. */
export const listPagePermissions = permissions.pick({ can_create: true }).shape;
/** A member's diary: whether the caller imports into it. */
export const diaryPagePermissions = permissions.pick({ can_import: true }).shape;
/** An artist or a journal. */
export const editorialPermissions = permissions.pick({
  can_edit: true,
  can_publish: true,
  can_see_history: true,
}).shape;
/** A user list. */
export const listPermissions = permissions.pick({ can_edit: true, can_delete: true }).shape;
/** Liking and commenting on a short message, which its author's blocks decide. */
export const messageInteractions = permissions.pick({ can_like: true, can_comment: true }).shape;
/** A short message. */
export const messagePermissions = { ...permissions.pick({ can_delete: true }).shape, ...messageInteractions };
/** A comment. */
export const commentPermissions = permissions.pick({ can_delete: true, can_like: true }).shape;
/** A page of the institute's own (the about-us page). */
export const pagePermissions = permissions.pick({ can_edit: true, can_see_history: true }).shape;
/** A festival or its edition: the admin controls. */
export const festivalPermissions = permissions.pick({ can_manage: true }).shape;
/** An edition: its admin controls and its edit history. */
export const editionPermissions = permissions.pick({ can_manage: true, can_see_history: true }).shape;
