import type { ComponentType } from 'react';
import { AuditPage } from './audit-page';
import { MembersPage } from './members-page';

// The members console's routes (issue 25 part 3) as one lazy module keyed by route name.
export const adminMembersPages = {
  'admin-members': MembersPage,
  'admin-audit': AuditPage,
} satisfies Record<string, ComponentType>;

export type AdminMembersRouteName = keyof typeof adminMembersPages;
