import { z } from 'zod';
import { emailSchema } from './accounts.schemas';
import { boolParam, idField, msg, pageParam, slugParam, UB_OFFSET_MS } from './fields';
import { BIO_MAX, BIRTHDAY_MIN, PROFILE_NAME_MAX, SOCIAL_LINK_MAX } from './limits';
import { profilePermissions } from './permissions.schemas';

// A member's profile (issue 15; part 1 sections 2 "User profile area", 3 "User profile", 5 and 7 "Profile
// area"): the detail call, the editor's multipart form, follows and blocks. Keys are the spec's; the
// calls the spec shows without a body (follow, the follower lists) are designed in its style
// (docs/decisions/012-profiles-follows-blocks.md).

// ---------------------------------------------------------------------------------------------------
// GET /user/api/{slug}/v-user-detail/

/** The title the member is watching now (part 1 section 2 "User status statement"): content 1 movie, else episode. */
export const userStatus = z.object({
  content: z.union([z.literal(1), z.literal(2)]),
  slug: z.string(),
  serial_slug: z.string().nullable(),
  season_slug: z.string().nullable(),
  episode_slug: z.string().nullable(),
  title: z.string(),
  /** Designed: the movie's or serial's international title, for the English interface (decision 023). */
  i_title: z.string(),
});
export type UserStatus = z.infer<typeof userStatus>;

/**
 * The profile as the caller may see it. `email` and a hidden `birthday` are the owner's only (null to
 * anyone else); `unpublishedarticles` is null unless the caller may see the member's drafts (the policy).
 */
export const userObject = z.object({
  username: z.string(),
  slug: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string().nullable(),
  birthday: z.string().nullable(),
  /** The birthday is hidden from others (the editor's switch). */
  birthdaycheck: z.boolean(),
  country: z.number().nullable(),
  country_name: z.string().nullable(),
  bio: z.string(),
  facebook: z.string(),
  instagram: z.string(),
  twitter: z.string(),
  youtube: z.string(),
  youtubename: z.string(),
  youtubebanner: z.string(),
  image: z.string().nullable(),
  backgroundimage: z.string().nullable(),
  registered: z.string(),
  /** The member's role shown under the name: admin, publisher, critic, contributer or member. */
  title: z.enum(['admin', 'publisher', 'critic', 'contributer', 'member']),
  critic: z.boolean(),
  userartist: z.object({ name: z.string(), slug: z.string() }).nullable(),
  followers: z.number(),
  followings: z.number(),
  moviereview: z.number(),
  moviedetailedreview: z.number(),
  favoritemovies: z.number(),
  favoriteshortmovies: z.number(),
  reactedmovies: z.number(),
  watchmovies: z.number(),
  usermovielist: z.number(),
  episodereview: z.number(),
  episodedetailedreview: z.number(),
  favoriteserials: z.number(),
  watchserials: z.number(),
  userseriallist: z.number(),
  idols: z.number(),
  publishedarticles: z.number(),
  unpublishedarticles: z.number().nullable(),
  /** The caller's own profile: the editor and no follow or block button. */
  is_owner: z.boolean(),
  /** The caller follows the member. */
  following: z.boolean(),
  /** The caller blocked the member. */
  blocked: z.boolean(),
  /** The member blocked the caller. */
  beingblocked: z.boolean(),
  ...profilePermissions,
});
export type UserObject = z.infer<typeof userObject>;

export const profileDetailParams = z.object({ slug: slugParam });
export const profileDetailResponse = z.object({ user_object: userObject, user_status: userStatus.nullable() });
export type ProfileDetailResponse = z.infer<typeof profileDetailResponse>;

// ---------------------------------------------------------------------------------------------------
// POST /user/api/v-user-profile-update/ (multipart): the editor's fields. A field not sent stays as it is.

/** Today in Mongolia (UTC+8), the product's country: the birthday picker's last day. */
export const birthdayMax = (now = new Date()) => new Date(now.getTime() + UB_OFFSET_MS).toISOString().slice(0, 10);

const text = (max: number, tooLong: Parameters<typeof msg>[0] = 'invalidValue') =>
  z.string(msg('invalidValue')).trim().max(max, msg(tooLong)).optional();

/** YYYY-MM-DD within 1900-01-01 and today; blank clears it. */
export const birthdayField = z
  .preprocess(
    (v) => (v === '' || v === 'null' ? null : v),
    z
      .string(msg('birthdayInvalid'))
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, msg('birthdayInvalid'))
      .refine(
        (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
        msg('birthdayInvalid'),
      )
      .refine((d) => d >= BIRTHDAY_MIN && d <= birthdayMax(), msg('birthdayInvalid'))
      .nullable(),
  )
  .optional();

const switchField = boolParam.optional();

export const profileUpdateFields = z.object({
  lastname: text(PROFILE_NAME_MAX),
  firstname: text(PROFILE_NAME_MAX),
  email: emailSchema.optional(),
  birthday: birthdayField,
  birthdayhide: switchField,
  /** A country's id from /country/api-production-country-list/; blank clears it. */
  country: z
    .preprocess((v) => (v === '' || v === 'null' ? null : v), idField('invalidValue', 'digitsOnly').nullable())
    .optional(),
  bio: text(BIO_MAX, 'tooLong1500'),
  facebook: text(SOCIAL_LINK_MAX),
  instagram: text(SOCIAL_LINK_MAX),
  twitter: text(SOCIAL_LINK_MAX),
  youtube: text(SOCIAL_LINK_MAX),
  youtubename: text(SOCIAL_LINK_MAX),
  youtubebanner: text(SOCIAL_LINK_MAX),
  /** The current password (designed, decision 002): needed only when `email` changes (emailChanges). */
  password: z.string().max(128, msg('reactivatePassword')).optional(),
});
export type ProfileUpdateFields = z.infer<typeof profileUpdateFields>;

/** Whether a saved form moves the member to another e-mail, which asks for the current password. */
export const emailChanges = (current: string | null, sent: string | undefined) =>
  sent !== undefined && sent.toLowerCase() !== (current ?? '').toLowerCase();

/** The photo (240x240) and background (1280x720) crops, JPEG files of the form. */
export const PROFILE_IMAGE_FIELDS = { photo: 'user-photo', background: 'user-background' } as const;

export const profileUpdateResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  user: z.object({ image: z.string().nullable(), background: z.string().nullable() }),
});
export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponse>;

// ---------------------------------------------------------------------------------------------------
// Follows and blocks (designed: the spec shows the buttons and the block body, not the follow call).

/** POST /user/api/v-user-follow/ and /user/api/v-user-blockuser/: the other member's slug. */
export const profileSlugBody = z.object({ slug: slugParam });

/** The follow toggle's answer: the caller follows now or not, and the member's follower count. */
export const followResponse = z.object({ following: z.boolean(), followers: z.number() });
export type FollowResponse = z.infer<typeof followResponse>;

/** The block toggle's answer: the caller blocks the member now or not. */
export const blockResponse = z.object({ blocked: z.boolean() });
export type BlockResponse = z.infer<typeof blockResponse>;

/** GET /user/api/v-user-followers/ and v-user-following/ {slug, page}. */
export const followListQuery = z.object({ slug: slugParam, page: pageParam });

export const followCard = z.object({
  username: z.string(),
  slug: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  followers: z.number(),
  /** The account was closed by an admin (issue 25): the card says so and leads nowhere. */
  closed: z.boolean(),
});
export type FollowCard = z.infer<typeof followCard>;

/** Newest first; `page` is the number of pages. */
export const followListResponse = z.object({ results: z.array(followCard), count: z.number(), page: z.number() });
export type FollowListResponse = z.infer<typeof followListResponse>;
