import type { Permissions } from '@mfi/contract/permissions.schemas';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { adminBarHidePref, usePref } from '../lib/prefs';

/**
 * An item's editor controls (publish toggle, edit links): shown when the server's answer lets the caller edit
 * or publish the item (`can_edit`, `can_publish`, decided by its policies, never here) and only while the
 * user keeps the admin bar on. Each control inside shows by its own verdict.
 */
export function AdminBar({ children, permissions }: { children: ReactNode; permissions: Permissions }) {
  const hidden = usePref(adminBarHidePref);
  if (!(permissions.can_edit || permissions.can_publish) || hidden) return null;
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
