import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/page-title';

/** The narrow centred card of the account screens. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, py: { xs: 3, sm: 6 }, display: 'flex', justifyContent: 'center' }}>
      <PageTitle title={title} />
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 2, sm: 4 } }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        {intro && (
          <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
            {intro}
          </Typography>
        )}
        {children}
      </Paper>
    </Box>
  );
}
