import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled block of the detail page; nothing at all when it has nothing to show. */
export function DetailSection({ title, children, hidden }: { title: string; children: ReactNode; hidden?: boolean }) {
  if (hidden) return null;
  return (
    <Box component="section" sx={{ mt: 4 }}>
      <Typography variant="h5" component="h2" sx={{ mb: 2, fontSize: { xs: '1.25rem', sm: '1.5rem' } }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Posters in a row that scrolls sideways on narrow screens. */
export const posterRowSx = {
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: { xs: '120px', sm: '140px' },
  gap: 2,
  overflowX: 'auto',
  pb: 1,
} as const;
