// The role flags on a user, spelled as the spec spells them.
export const ROLES = ['contributer', 'main_contributer', 'publisher', 'critic', 'admin'] as const;
export type Role = (typeof ROLES)[number];
