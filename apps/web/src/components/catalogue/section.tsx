import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadMoreQuery } from './catalogue-kind';

/** A titled block of a catalogue detail page (plot, seasons, crew, rails …). */
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
  query,
  ns,
  label,
}: {
  query: Pick<LoadMoreQuery<unknown>, 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'>;
  ns: string;
  label?: string;
}) {
  const { t } = useTranslation(ns);
  if (!query.hasNextPage) return null;
  return (
    <Button
      onClick={() => void query.fetchNextPage()}
      disabled={query.isFetchingNextPage}
      sx={{ mt: 1 }}
      variant="outlined"
    >
      {label ?? t('detail.loadMore')}
    </Button>
  );
}
