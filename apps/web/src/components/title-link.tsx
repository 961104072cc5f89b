import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { langOf } from '../lib/localized';

/**
 * A card's title under its poster or photo: the card's one link for the keyboard (the poster beside it is
 * `besideTitleLink`), on its own line, bold, a long name wrapping anywhere. `sx` adds the card's spacing.
 * A name in Cyrillic is marked Mongolian (lib/localized langOf).
 */
export function TitleLink({
  to,
  color = 'text.primary',
  sx,
  children,
}: {
  to: string;
  color?: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Link
      component={RouterLink}
      to={to}
      underline="hover"
      color={color}
      lang={typeof children === 'string' ? langOf(children) : undefined}
      sx={[{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Link>
  );
}
