import { hasRole } from '@mfi/contract/roles';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { adminBarHidePref, usePref } from '../lib/prefs';
import { useSession } from '../lib/session';

/** Contributors (or admins) may edit and publish catalogue items (part 2 section 6). */
export function useIsContributor(): boolean {
  return hasRole(useSession().profile, 'contributer');
}

/**
 * Contributor controls (publish toggle, edit links): shown only while the user keeps the admin bar on.
 * `allowed` replaces the contributor check where another role owns the controls (a journal's author).
 */
export function AdminBar({ children, allowed }: { children: ReactNode; allowed?: boolean }) {
  const isContributor = useIsContributor();
  const hidden = usePref(adminBarHidePref);
  if (!(allowed ?? isContributor) || hidden) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      data-testid="admin-bar"
      sx={{
        flexWrap: 'wrap',
        alignItems: 'center',
        px: 1.5,
        py: 1,
        mb: 2,
        borderRadius: 1,
        bgcolor: 'grey.100',
        border: 1,
        borderColor: 'grey.300',
      }}
    >
      {children}
    </Stack>
  );
}
