import type { MemberPowers, ShortProfile } from '@mfi/contract/accounts.schemas';

// Short profiles for the tests of guards, menus and page links, which follow the server's `powers` alone: the
// role flags stay false here, so a test passes only if the web reads the verdict, not the roles.

export const NO_POWERS: MemberPowers = {
  edit_catalogue: false,
  see_journal_drafts: false,
  write_journals: false,
  admin_console: false,
  add_by_code: false,
  edit_about: false,
  manage_festival: false,
  manage_members: false,
  see_audit: false,
  manage_reference: false,
};

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
