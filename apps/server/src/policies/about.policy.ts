import type { PowerRole } from '@mfi/contract/roles';
import { rolePolicy } from './role-policy';

// Who may do what to the institute's about-us page (part 1 section 7 "About us"; decision 017): everyone
// reads it (the artists it links keep their own visibility: catalogue.policy.ts); its editors, the admins,
// replace it. The edit route's guard is named from `ABOUT_EDITORS`, and the service asks `authorize`.

/** The roles that edit the about-us page (an admin holds every power). */
export const ABOUT_EDITORS = ['admin'] as const satisfies readonly PowerRole[];

export const { can, authorize } = rolePolicy({ edit: ABOUT_EDITORS });
