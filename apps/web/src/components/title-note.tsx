import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { langOf } from '../lib/localized';

/**
 * A card's line under its title (a subheading, an artist's note or role): secondary text, a long one
 * wrapping anywhere, marked with the script of the member-written `text` it shows (lib/localized langOf).
 * `children` words it when the line is more than the text itself; `sx` adds the card's own style.
 */
export function TitleNote({ text, children = text, sx }: { text: string; children?: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      lang={langOf(text)}
      sx={[{ overflowWrap: 'anywhere' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Typography>
  );
}
