import { hasAnyRole, type Role } from '@mfi/contract/roles';
import { forbidden, unauthorized } from '../lib/errors';
import type { Actor } from './catalogue.policy';

/**
 * A policy whose every action is allowed by a list of roles alone (an admin holds every power role, not the
 * critic flag: contract/roles.ts): its `can`, and its `authorize`, which refuses 401 without a user and 403
 * otherwise. The route guards name the same lists (`requireRole(...LIST)`), so guard and service agree.
 */
export function rolePolicy<A extends string>(table: Record<A, readonly Role[]>) {
  const can = (user: Actor, action: A): boolean => hasAnyRole(user, table[action]);
  const authorize = (user: Actor, action: A): void => {
    if (can(user, action)) return;
    if (!user) throw unauthorized();
    throw forbidden();
  };
  return { can, authorize };
}
