import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { href } from '../lib/routes';
import { usePageHeadingTag } from './page-heading-tag';
import { PageTitle } from './page-title';

/** A centred heading, a sentence and a way home: not-found, under-construction and error pages. */
export function MessagePage({
  title,
  text,
  icon,
  action,
}: {
  title: string;
  text: string;
  icon?: ReactNode;
  action?: ReactNode;
}) {
  const { t } = useTranslation('common');
  const headingTag = usePageHeadingTag();
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', px: 2, py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <PageTitle title={title} />
      {icon && <Box sx={{ color: 'primary.main', mb: 2, '& svg': { fontSize: 64 } }}>{icon}</Box>}
      <Typography variant="h4" component={headingTag} gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {text}
      </Typography>
      {action ?? (
        <Button component={RouterLink} to={href('home')} variant="contained">
          {t('backHome')}
        </Button>
      )}
    </Box>
  );
}
