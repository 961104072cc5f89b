import Box from '@mui/material/Box';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import { Link as RouterLink } from 'react-router';
import { langOf } from '../lib/localized';

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
}: {
  src: string | null;
  alt: string;
  width?: number | string;
  ratio?: string;
  to?: string;
  besideTitleLink?: boolean;
  /** The page's largest image (a detail page's poster): loaded at once and first (the server preloads it too). */
  priority?: boolean;
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
          src={src}
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
