// The role flags on a user, spelled as the spec spells them.
export const ROLES = ['contributer', 'main_contributer', 'publisher', 'critic', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The roles that open pages and calls: every role but critic. */
export type PowerRole = Exclude<Role, 'critic'>;

/** Anything carrying the flags: the server's signed-in user, the web's short profile. */
export type RoleFlags = Partial<Record<Role, boolean>>;

/**
 * An admin holds every power role without its flag (issue 11: admins publish new items and can do
 * everything). Critic is not a power but who wrote a review: a critic's rating counts in the critic
 * grade and lands in the critic tab, so an admin is a critic only with the critic flag.
 */
const ADMIN_HOLDS: readonly Role[] = ['contributer', 'main_contributer', 'publisher'];

/** The one reading of the role flags, on the server and in the web guards and menus. */
export function hasRole(user: RoleFlags | null | undefined, role: Role): boolean {
  if (!user) return false;
  return Boolean(user[role]) || (Boolean(user.admin) && ADMIN_HOLDS.includes(role));
}

/** At least one of the roles. */
export const hasAnyRole = (user: RoleFlags | null | undefined, roles: readonly Role[]) =>
  roles.some((role) => hasRole(user, role));
