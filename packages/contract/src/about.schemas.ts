import { z } from 'zod';
import { formNumber, formText, msg, requiredText, SLUG_MAX } from './fields';
import { JOURNAL_CONTENT_MAX, TITLE_MAX } from './limits';
import { pagePermissions } from './permissions.schemas';

// The institute's about-us page (issue 16 items 3 and 4; part 1 sections 2 "About us", 3, 5, 7 and 8).
// docs/decisions/017-about-us.md.

/** Part 1 section 2: 1 leadership, 2 ambassadors, 3 advisors, shown in this order. */
export const MEMBER_CATEGORIES = [1, 2, 3] as const;
export type MemberCategory = (typeof MEMBER_CATEGORIES)[number];

/** Members one page may hold: the page is one edit, every image a file of it. */
export const ABOUT_MEMBERS_MAX = 40;
export const MEMBER_NAME_MAX = 100;
export const MEMBER_DESCRIPTION_MAX = 1000;

/** The multipart file field of a member's new image, and the one that keeps the image a member has. */
export const MEMBER_IMAGE_FIELD = 'memberImage';
export const MEMBER_IMAGE_URL_FIELD = 'memberImageURL';

/** The repeated text fields each member sends, in this order, once per member. */
export const MEMBER_FIELDS = [
  'memberCategory',
  'memberName',
  'memberTitle',
  'memberDescription',
  'memberArtistSlug',
  'memberUserSlug',
] as const;

const optionalSlug = z.preprocess(
  (v) => (typeof v === 'string' && !v.trim() ? undefined : v),
  z.string(msg('invalidValue')).trim().max(SLUG_MAX, msg('invalidValue')).optional(),
);

/** One member as the form sends it; the image travels beside it (a file, or the URL it keeps). */
export const aboutMemberFields = z.object({
  memberCategory: formNumber(1, 3),
  memberName: requiredText(MEMBER_NAME_MAX),
  memberTitle: requiredText(MEMBER_NAME_MAX),
  memberDescription: formText(MEMBER_DESCRIPTION_MAX, 'tooLong1000'),
  memberArtistSlug: optionalSlug,
  memberUserSlug: optionalSlug,
  /** Blank: the member's image is the next `memberImage` file. */
  memberImageURL: formText(500),
});
export type AboutMemberFields = z.infer<typeof aboutMemberFields>;

/** The edit: the title is required («Бичих шаардлагатай!»), the content may be empty. */
export const aboutEditFields = z.object({
  main_title: requiredText(TITLE_MAX),
  content: formText(JOURNAL_CONTENT_MAX),
  members: z.array(aboutMemberFields).max(ABOUT_MEMBERS_MAX, msg('invalidValue')),
});
export type AboutEditFields = z.infer<typeof aboutEditFields>;

export const aboutMember = z.object({
  memberTitle: z.string(),
  memberName: z.string(),
  memberCategory: z.number().int(),
  /** Null when the member links no user page (or the user is gone). */
  memberUserSlug: z.string().nullable(),
  /** Null when the member links no artist page the reader may see. */
  memberArtistSlug: z.string().nullable(),
  memberImageURL: z.string(),
  memberDescription: z.string(),
});
export type AboutMember = z.infer<typeof aboutMember>;

/** GET /institute/detail-aboutus/: the members in the editor's order. */
export const aboutDetailResponse = z.object({
  aboutTitle: z.string(),
  aboutContent: z.string(),
  members: z.array(aboutMember),
  ...pagePermissions,
});
export type AboutDetailResponse = z.infer<typeof aboutDetailResponse>;

export const aboutEditResponse = z.object({ success: z.boolean(), message: z.string() });
