import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { href } from '../../../lib/routes';

/**
 * The annual detail page's admin link to the edition's registrations (issue 17 item 6). Its texts are the
 * `submission` namespace, which the festival routes load along with `festival`.
 */
export function RegistrationsLink({ slug, year }: { slug: string; year: number }) {
  const { t } = useTranslation('submission');
  return (
    <Button
      component={RouterLink}
      to={href('annual-award-registrations', { slug, year })}
      variant="outlined"
      startIcon={<AssignmentIcon />}
    >
      {t('registrations.link')}
    </Button>
  );
}
