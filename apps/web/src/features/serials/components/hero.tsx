import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Poster } from '../../../components/poster';

/** The dark band at the top of serial, season and episode pages: background image, poster, the rest beside it. */
export function Hero({
  background,
  poster,
  posterAlt,
  posterTo,
  children,
}: {
  background: string | null;
  poster: string | null;
  posterAlt: string;
  posterTo?: string;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        color: 'common.white',
        bgcolor: 'grey.900',
        backgroundImage: background
          ? `linear-gradient(to right, rgba(10,14,30,0.92) 20%, rgba(10,14,30,0.55)), url(${background})`
          : undefined,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={3}
        sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 } }}
      >
        <Box sx={{ width: { xs: 180, sm: 220 }, flex: '0 0 auto', alignSelf: { xs: 'center', sm: 'flex-start' } }}>
          <Poster src={poster} alt={posterAlt} to={posterTo} />
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>{children}</Box>
      </Stack>
    </Box>
  );
}
