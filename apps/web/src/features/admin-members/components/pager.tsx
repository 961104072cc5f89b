import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Previous and next for the console's lists, which know only whether a next page exists (no counts: decision 025). */
export function Pager({ page, hasNext, onPage }: { page: number; hasNext: boolean; onPage(page: number): void }) {
  const { t } = useTranslation('adminMembers');
  if (page === 1 && !hasNext) return null;
  return (
    <Stack
      component="nav"
      aria-label={t('pager.label')}
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'center', my: 3 }}
    >
      <Button variant="outlined" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      <Typography>{t('pager.page', { page })}</Typography>
      <Button variant="outlined" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </Button>
    </Stack>
  );
}
