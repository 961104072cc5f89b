import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { HeroBand, heroPosterSx, heroStackSx } from '../../../components/hero-band';
import { Poster } from '../../../components/poster';

/**
 * The dark band at the top of serial, season and episode pages, as on a movie's (HeroBand: the background
 * art blurred and dimmed under the text): the poster, and the rest beside it (below it on a phone).
 */
export function Hero({
  background,
  poster,
  posterAlt,
  children,
}: {
  background: string | null;
  poster: string | null;
  posterAlt: string;
  children: ReactNode;
}) {
  return (
    <HeroBand background={background}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={heroStackSx}>
        <Box sx={heroPosterSx}>
          <Poster src={poster} alt={posterAlt} />
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>{children}</Box>
      </Stack>
    </HeroBand>
  );
}
