import { type MemberPowers, memberPowers, type ShortProfile } from '@mfi/contract/accounts.schemas';

// Short profiles for the tests of guards, menus and page links, which follow the server's `powers` alone: the
// role flags stay false here, so a test passes only if the web reads the verdict, not the roles.

export const NO_POWERS = Object.fromEntries(
  Object.keys(memberPowers.shape).map((power) => [power, false]),
) as MemberPowers;

/** What the server answers an admin: every power. */
export const EVERY_POWER = Object.fromEntries(Object.keys(NO_POWERS).map((power) => [power, true])) as MemberPowers;

/** A signed-in member's short profile holding these powers (and no role flag). */
export function profileWith(powers: Partial<MemberPowers> = {}, profile: Partial<ShortProfile> = {}): ShortProfile {
  return {
    contributer: false,
    main_contributer: false,
    admin: false,
    critic: false,
    publisher: false,
    ustga: false,
    name: 'Bataa',
    slug: 'bataa',
    image: null,
    background: null,
    ...profile,
    powers: { ...NO_POWERS, ...powers },
  };
}
