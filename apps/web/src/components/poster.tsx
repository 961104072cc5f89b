import Box from '@mui/material/Box';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import { Link as RouterLink } from 'react-router';
import { leadImageOf, srcSetOf } from '@mfi/contract/image-sizes';
import { langOf } from '../lib/localized';

/** A card in a grid or rail: two to a row on a phone, about 220 px wide from a tablet up. */
const CARD_SIZES = '(min-width: 600px) 220px, 50vw';

/**
 * A poster or photo in a fixed ratio box: the image loads lazily and fills the box; a missing image shows a
 * neutral placeholder of the same size, so grids never jump.
 *
 * `besideTitleLink`: the card's title already links to `to`. The poster stays a link for the pointer, but
 * is left out of the tab order and the accessibility tree: a second, equally named stop on every card only
 * doubles what a keyboard or screen reader user has to go through.
 */
export function Poster({
  src,
  alt,
  width,
  ratio = '2 / 3',
  to,
  besideTitleLink = false,
  priority = false,
  sizes = typeof width === 'number' ? `${width}px` : CARD_SIZES,
}: {
  src: string | null;
  alt: string;
  width?: number | string;
  ratio?: string;
  to?: string;
  besideTitleLink?: boolean;
  /** The page's largest image (a detail page's poster): loaded at once and first (the server preloads it too). */
  priority?: boolean;
  /** How wide the image shows (`sizes`), for the browser to pick its WebP copy: `width`, or a card's, by default. */
  sizes?: string;
}) {
  const frame = (
    <Box
      sx={{
        position: 'relative',
        width: width ?? '100%',
        maxWidth: '100%',
        aspectRatio: ratio,
        overflow: 'hidden',
        borderRadius: 1,
        bgcolor: 'grey.200',
        color: 'grey.500',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {src ? (
        <Box
          component="img"
          // The lead image is the one copy the server's head preloads; the others pick theirs from srcset.
          src={priority ? leadImageOf(src) : src}
          srcSet={priority ? undefined : srcSetOf(src)}
          sizes={priority ? undefined : sizes}
          alt={alt}
          lang={langOf(alt)}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        // titleAccess, not aria-label: MUI hides an icon without a title, which left poster links nameless.
        <ImageIcon titleAccess={alt} lang={langOf(alt)} sx={{ fontSize: 48 }} />
      )}
    </Box>
  );
  if (!to) return frame;
  return (
    <Box
      component={RouterLink}
      to={to}
      {...(besideTitleLink && { 'aria-hidden': true, tabIndex: -1 })}
      sx={{
        display: 'block',
        width: width ?? '100%',
        maxWidth: '100%',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
      }}
    >
      {frame}
    </Box>
  );
}
