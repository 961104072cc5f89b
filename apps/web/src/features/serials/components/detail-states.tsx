import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
