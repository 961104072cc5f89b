import { describe, expect, it } from 'vitest';
import { hasAnyRole, hasRole } from './roles';

const none = { contributer: false, main_contributer: false, publisher: false, critic: false, admin: false };

describe('hasRole', () => {
  it('reads a flag as it is for everyone but admins', () => {
    expect(hasRole({ ...none, publisher: true }, 'publisher')).toBe(true);
    expect(hasRole({ ...none, publisher: true }, 'contributer')).toBe(false);
    expect(hasRole(none, 'admin')).toBe(false);
    expect(hasRole(null, 'contributer')).toBe(false);
    expect(hasRole(undefined, 'publisher')).toBe(false);
  });

  it('gives an admin every power role, but not the critic identity', () => {
    const admin = { ...none, admin: true };
    for (const role of ['contributer', 'main_contributer', 'publisher', 'admin'] as const)
      expect(hasRole(admin, role)).toBe(true);
    expect(hasRole(admin, 'critic')).toBe(false);
    expect(hasAnyRole(admin, ['critic', 'publisher'])).toBe(true);
  });
});
