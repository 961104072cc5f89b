import type { PowerRole } from '@mfi/contract/roles';
import { rolePolicy } from './role-policy';

// Who queues codes of the external catalogue for import (part 2 sections 2 and 5, the code-add pages): main
// contributors, and admins, who hold every power.

/** The roles that queue codes: the code-add calls' guard is `requireRole(...CODE_ADDERS)`. */
export const CODE_ADDERS = ['main_contributer'] as const satisfies readonly PowerRole[];

export const { can, authorize } = rolePolicy({ queue: CODE_ADDERS });
