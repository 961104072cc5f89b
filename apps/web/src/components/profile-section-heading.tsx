import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The heading of a section under a profile (boards, diary): an h2 below the profile's name, long names wrap. */
export function ProfileSectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography
      id={id}
      variant="h5"
      component="h2"
      sx={{ fontSize: { xs: '1.3rem', sm: '1.6rem' }, overflowWrap: 'anywhere' }}
    >
      {children}
    </Typography>
  );
}
