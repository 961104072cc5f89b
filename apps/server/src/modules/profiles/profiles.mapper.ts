import type { FollowCard, UserObject } from '@mfi/contract/profiles.schemas';
import type { MediaUrls } from '../../lib/storage';
import type { ProfileCounts, ProfileRow } from './profiles.queries';

// Rows → the spec's profile shapes (part 1 section 3 "User profile"). What the caller may not see is
// decided by the service through the policy and handed in; the mapper only leaves it out.

/** The role shown under the member's name, the highest they hold. */
const titleOf = (row: ProfileRow): UserObject['title'] =>
  row.admin
    ? 'admin'
    : row.publisher
      ? 'publisher'
      : row.critic
        ? 'critic'
        : row.contributer
          ? 'contributer'
          : 'member';

export type Visible = {
  /** The owner reads their e-mail and hidden birthday. */
  seesPrivate: boolean;
  /** The caller may see the count of the member's unpublished articles. */
  seesDrafts: boolean;
  isOwner: boolean;
  relation: { following: boolean; blocked: boolean; beingblocked: boolean };
};

export function toUserObject(media: MediaUrls, row: ProfileRow, counts: ProfileCounts, v: Visible): UserObject {
  const hidden = row.birthdayHidden ?? false;
  const { unpublishedarticles, ...shown } = counts;
  return {
    username: row.username,
    slug: row.slug,
    firstname: row.firstname,
    lastname: row.lastname,
    email: v.seesPrivate ? row.email : null,
    // A hidden birthday never leaves the server but to its owner (issue 15).
    birthday: hidden && !v.seesPrivate ? null : (row.birthday ?? null),
    birthdaycheck: hidden,
    country: row.countryId ?? null,
    country_name: row.countryName ?? null,
    bio: row.bio ?? '',
    facebook: row.facebook ?? '',
    instagram: row.instagram ?? '',
    twitter: row.twitter ?? '',
    youtube: row.youtube ?? '',
    youtubename: row.youtubeName ?? '',
    youtubebanner: row.youtubeBanner ?? '',
    image: media.urlOf(row.image),
    backgroundimage: media.urlOf(row.background),
    registered: row.createdAt.toISOString(),
    title: titleOf(row),
    critic: row.critic,
    userartist: row.artistSlug ? { name: row.artistName ?? '', slug: row.artistSlug } : null,
    followers: row.followersCount ?? 0,
    followings: row.followingCount ?? 0,
    ...shown,
    unpublishedarticles: v.seesDrafts ? unpublishedarticles : null,
    is_owner: v.isOwner,
    ...v.relation,
  };
}

export type FollowCardRow = {
  username: string;
  slug: string;
  firstname: string;
  lastname: string;
  image: string | null;
  followers: number | null;
  closed: boolean;
};

export const toFollowCard = (media: MediaUrls, r: FollowCardRow): FollowCard => ({
  username: r.username,
  slug: r.slug,
  name: [r.lastname, r.firstname].filter(Boolean).join(' ') || r.username,
  image: media.urlOf(r.image),
  followers: r.followers ?? 0,
  closed: r.closed,
});
