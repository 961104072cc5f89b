import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Box component="section" sx={{ mt: 4 }} data-testid={testId}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The "more" button of a load-more list; hidden once the server said end_point. */
export function LoadMore({
  shown,
  busy,
  onClick,
  label,
}: {
  shown: boolean;
  busy: boolean;
  onClick(): void;
  label?: string;
}) {
  const { t } = useTranslation('serials');
  if (!shown) return null;
  return (
    <Button onClick={onClick} disabled={busy} sx={{ mt: 1 }} variant="outlined">
      {label ?? t('detail.loadMore')}
    </Button>
  );
}
