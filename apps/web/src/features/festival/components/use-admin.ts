import { hasRole } from '@mfi/contract/roles';
import { useSession } from '../../../lib/session';

/** The festival's admin controls (edit links, award entry) show only to admins; the routes have their guards. */
export function useIsAdmin(): boolean {
  return hasRole(useSession().profile, 'admin');
}
