import type { PowerRole } from '@mfi/contract/roles';
import { rolePolicy } from './role-policy';

// Who keeps the reference lists (professions, countries, languages, genres, subgenres, tags, collections):
// everyone reads them; admins add, rename and delete their entries through the reference calls. The tags and
// collections a title's form names are added by that form's editors (catalogue.policy.ts).

/** The roles that keep the lists: the reference calls' guard is `requireRole(...REFERENCE_KEEPERS)`. */
export const REFERENCE_KEEPERS = ['admin'] as const satisfies readonly PowerRole[];

export const { can, authorize } = rolePolicy({ manage: REFERENCE_KEEPERS });
