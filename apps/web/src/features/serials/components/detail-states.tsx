import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

export function DetailError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation('serials');
  return (
    <Box sx={{ maxWidth: 800, mx: 'auto', p: 3 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={onRetry}>
            {t('retry')}
          </Button>
        }
      >
        {t('detail.error')}
      </Alert>
    </Box>
  );
}

export function DetailSkeleton() {
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: 3, py: 4 }} aria-busy>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <Skeleton variant="rounded" width={220} height={330} />
        <Box sx={{ flex: 1 }}>
          <Skeleton height={48} width="60%" />
          <Skeleton width="40%" />
          <Skeleton height={120} />
        </Box>
      </Stack>
    </Box>
  );
}
