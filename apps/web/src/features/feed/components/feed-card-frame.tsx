import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';

/** The box every feed card sits in. */
export function FeedCardFrame({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Paper component="article" variant="outlined" data-testid={testId} sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      {children}
    </Paper>
  );
}
