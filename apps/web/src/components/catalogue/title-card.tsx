import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Key, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { langOf } from '../../lib/localized';
import { bareListSx } from '../bare-list';
import { Poster } from '../poster';
import { Stars } from '../stars';

/** The catalogue's poster columns: two on a 320 px phone, up to eight on a wide screen. */
export const POSTER_COLUMNS = { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(150px, 1fr))' };

/** A bare list (no bullets, no indent) laid out as a grid: posters, seasons, episodes, people. */
export function GridList<T>({
  items,
  keyOf,
  columns = POSTER_COLUMNS,
  gap = { xs: 1.5, sm: 2 },
  sx,
  itemSx,
  children,
}: {
  items: T[];
  keyOf(item: T): Key;
  columns?: object | string;
  gap?: number | object;
  sx?: object;
  itemSx?: object;
  children(item: T, index: number): ReactNode;
}) {
  return (
    <Box component="ul" sx={{ ...bareListSx, display: 'grid', gap, gridTemplateColumns: columns, ...sx }}>
      {items.map((item, index) => (
        <Box component="li" key={keyOf(item)} sx={itemSx}>
          {children(item, index)}
        </Box>
      ))}
    </Box>
  );
}

/** A horizontal rail of cards that scrolls sideways and snaps to each card. */
export function CardRail<T>({
  items,
  keyOf,
  children,
}: {
  items: T[];
  keyOf(item: T): Key;
  children(item: T): ReactNode;
}) {
  return (
    <Box
      component="ul"
      sx={{
        ...bareListSx,
        display: 'flex',
        gap: 2,
        overflowX: 'auto',
        pb: 1,
        scrollSnapType: 'x mandatory',
      }}
    >
      {items.map((item) => (
        <Box component="li" key={keyOf(item)} sx={{ flex: '0 0 auto', scrollSnapAlign: 'start' }}>
          {children(item)}
        </Box>
      ))}
    </Box>
  );
}

/** A title's card: poster, title (two lines at most), a line under it (year or years) and its stars. */
export function TitleCard({
  to,
  poster,
  title,
  subtitle,
  grade,
  width,
  testId,
}: {
  to: string;
  poster: string | null;
  title: string;
  subtitle: ReactNode;
  grade: number | null;
  width?: number;
  testId?: string;
}) {
  return (
    <Box sx={{ width }} data-testid={testId}>
      <Poster src={poster} alt={title} to={to} besideTitleLink />
      <Link
        component={RouterLink}
        to={to}
        underline="hover"
        color="inherit"
        lang={langOf(title)}
        sx={{
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          mt: 0.75,
          fontWeight: 500,
          lineHeight: 1.3,
        }}
      >
        {title}
      </Link>
      <Typography variant="body2" color="text.secondary">
        {subtitle}
      </Typography>
      <Stars grade={grade} />
    </Box>
  );
}

/** Twelve card placeholders while a catalogue page loads. */
export function CardGridSkeleton() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: POSTER_COLUMNS }}>
      {Array.from({ length: 12 }, (_, i) => (
        <Box key={i}>
          <Skeleton variant="rounded" sx={{ aspectRatio: '2 / 3', height: 'auto' }} />
          <Skeleton width="80%" />
          <Skeleton width="40%" />
        </Box>
      ))}
    </Box>
  );
}
