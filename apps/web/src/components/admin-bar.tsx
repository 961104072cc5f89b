import type { Permissions } from '@mfi/contract/permissions.schemas';
import type { RevisionKind } from '@mfi/contract/revisions.schemas';
import EditIcon from '@mui/icons-material/Edit';
import HistoryIcon from '@mui/icons-material/History';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { adminBarHidePref, usePref } from '../lib/prefs';
import { href } from '../lib/routes';

/**
 * An item's editor controls (publish toggle, edit links, its history): shown when the server's answer lets the
 * caller edit or publish the item or read its history (`can_edit`, `can_publish`, `can_see_history`, decided by
 * its policies, never here) and only while the
 * user keeps the admin bar on. Each control inside shows by its own verdict.
 */
export function AdminBar({ children, permissions }: { children: ReactNode; permissions: Permissions }) {
  const hidden = usePref(adminBarHidePref);
  if (!(permissions.can_edit || permissions.can_publish || permissions.can_see_history) || hidden) return null;
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

/** The link to an item's edit form, with the edit icon; the page shows it by the answer's `can_edit`. */
export function EditLink({
  to,
  children,
  variant = 'text',
  size = 'small',
}: {
  to: string;
  children: ReactNode;
  variant?: 'text' | 'outlined';
  size?: 'small' | 'medium';
}) {
  return (
    <Button component={RouterLink} to={to} startIcon={<EditIcon />} size={size} variant={variant}>
      {children}
    </Button>
  );
}

/**
 * The item's edit history in the admin console (issue 25), shown by the answer's `can_see_history` (the admin
 * policy's verdict: the item's editors; the about-us page's admins), never by a role checked here.
 */
export function HistoryLink({
  kind,
  id,
  permissions,
  variant = 'text',
  size = 'small',
}: {
  kind: RevisionKind;
  id: number;
  permissions: Permissions;
  variant?: 'text' | 'outlined';
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation('common');
  if (!permissions.can_see_history) return null;
  return (
    <Button
      component={RouterLink}
      to={href('admin-history', { kind, id: String(id) })}
      startIcon={<HistoryIcon />}
      size={size}
      variant={variant}
      data-testid="history-link"
    >
      {t('editHistory')}
    </Button>
  );
}
