import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { heroBackgroundOf } from '@mfi/contract/image-sizes';

/** The dark band's own colour: what shows while the background image loads, or when a title has none. */
export const HERO_COLOR = '#0a0e1e';

/**
 * The dark band at the top of a title's page. The background art is blurred and dimmed under the content:
 * art often carries the title in large letters, which otherwise shows through between the grade cards and,
 * on a phone where the text column spans the image, behind the chips, the title and the buttons.
 */
export function HeroBand({ background, children }: { background: string | null; children: ReactNode }) {
  return (
    <Box
      data-testid="hero"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        isolation: 'isolate',
        color: 'common.white',
        bgcolor: HERO_COLOR,
      }}
    >
      {background && (
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: -40,
            zIndex: -2,
            backgroundImage: `url(${heroBackgroundOf(background)})`,
            backgroundSize: 'cover',
            backgroundPosition: 'center',
            filter: 'blur(24px)',
          }}
        />
      )}
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          zIndex: -1,
          // Darkest behind the text column: all of it on a phone, the left side from sm up.
          background: {
            xs: 'rgba(10,14,30,0.86)',
            sm: 'linear-gradient(to right, rgba(10,14,30,0.94) 35%, rgba(10,14,30,0.72))',
          },
        }}
      />
      {children}
    </Box>
  );
}

/** The band's layout: the poster column, and the title, grades and buttons beside it (below it on a phone). */
export const heroStackSx = { maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 } } as const;
export const heroPosterSx = {
  width: { xs: 180, sm: 220 },
  flex: '0 0 auto',
  alignSelf: { xs: 'center', sm: 'flex-start' },
} as const;

const dark = { bgcolor: 'rgba(255,255,255,0.12)' } as const;

/**
 * What a title's page shows while it loads: the band at its final size (poster, title, subtitle, the grade
 * cards, the buttons), so the page does not jump when the title arrives.
 */
export function HeroSkeleton() {
  return (
    <Box aria-busy="true" data-testid="hero-skeleton">
      <HeroBand background={null}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={heroStackSx}>
          <Box sx={heroPosterSx}>
            <Skeleton variant="rounded" sx={{ ...dark, width: '100%', height: 'auto', aspectRatio: '2 / 3' }} />
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Skeleton sx={{ ...dark, fontSize: { xs: '1.7rem', md: '2.3rem' }, width: '70%' }} />
            <Skeleton sx={{ ...dark, fontSize: '1.25rem', width: '45%' }} />
            <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
              <Skeleton variant="rounded" sx={{ ...dark, width: 124, height: 112 }} />
              <Skeleton variant="rounded" sx={{ ...dark, width: 124, height: 112 }} />
            </Stack>
            <Skeleton variant="rounded" sx={{ ...dark, mt: 2, width: { xs: '100%', sm: 360 }, height: 32 }} />
          </Box>
        </Stack>
      </HeroBand>
    </Box>
  );
}
