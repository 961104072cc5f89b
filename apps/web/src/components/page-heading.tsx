import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { usePageHeadingTag } from './page-heading-tag';

/**
 * A page's h1 (an h2 in a page's section, page-heading-tag): the page's own size at the phone and larger breakpoints, and a long title (a name with no
 * spaces, a URL) wrapping anywhere instead of widening the page at 320 px.
 */
export function PageHeading({
  variant = 'h4',
  fontSize,
  sx,
  lang,
  children,
}: {
  variant?: 'h3' | 'h4';
  fontSize: { xs: string; sm?: string; md?: string };
  sx?: SxProps<Theme>;
  /** "mn" for a heading no translation holds (a name, a member's title): lib/localized langOf. */
  lang?: string;
  children: ReactNode;
}) {
  const tag = usePageHeadingTag();
  return (
    <Typography
      variant={variant}
      component={tag}
      lang={lang}
      sx={[{ fontSize, overflowWrap: 'anywhere' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Typography>
  );
}
