import Box from '@mui/material/Box';

/**
 * The festival banner's height, held while it loads (after the home page): the rails below it must not move
 * when it arrives (home.e2e measures the layout shift). Only a site with no edition at all sees the space close.
 * A module of its own, so the home page holds the space without loading the banner.
 */
export const BANNER_HEIGHT = { xs: 232, sm: 176 };

/** The banner's place while its code or the edition loads. */
export function FestivalBannerSpace() {
  return <Box aria-hidden sx={{ mt: 3, minHeight: BANNER_HEIGHT }} />;
}
