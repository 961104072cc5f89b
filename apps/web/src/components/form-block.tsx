import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled group of a form's fields (a fieldset with its legend): the journal and catalogue forms. */
export function FormBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="fieldset" sx={{ p: { xs: 1.5, sm: 2.5 }, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, px: 0.5 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}
