import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { href } from '../../../lib/routes';

/** The members console's two pages, each a link away from the other. */
export function ConsoleLinks({ current }: { current: 'admin-members' | 'admin-audit' }) {
  const { t } = useTranslation('adminMembers');
  return (
    <Stack component="nav" aria-label={t('console.label')} direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }}>
      {(['admin-members', 'admin-audit'] as const).map((name) => (
        <Button
          key={name}
          component={RouterLink}
          to={href(name)}
          size="small"
          variant={name === current ? 'contained' : 'text'}
          aria-current={name === current ? 'page' : undefined}
        >
          {t(name === 'admin-members' ? 'console.members' : 'console.audit')}
        </Button>
      ))}
    </Stack>
  );
}
