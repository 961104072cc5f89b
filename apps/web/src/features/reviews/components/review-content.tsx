import Box from '@mui/material/Box';
import { outlineHeadings } from '../../../lib/heading-outline';
import { langOf } from '../../../lib/localized';

/**
 * A detailed review's HTML. The server sanitizes it on every write (allowlisted tags, http(s) links,
 * images from our media only: apps/server/src/lib/html.ts), so it is rendered as the server sent it, its
 * headings renumbered under the page's h1.
 */
export function ReviewContent({ html }: { html: string }) {
  return (
    <Box
      data-testid="review-content"
      lang={langOf(html)}
      dangerouslySetInnerHTML={{ __html: outlineHeadings(html) }}
      sx={{
        typography: 'body1',
        lineHeight: 1.75,
        overflowWrap: 'anywhere',
        '& p': { my: 1.5 },
        '& h2': { typography: 'h5', mt: 3, mb: 1 },
        '& h3': { typography: 'h6', mt: 2.5, mb: 1 },
        '& blockquote': { borderLeft: 4, borderColor: 'divider', pl: 2, mx: 0, color: 'text.secondary' },
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
        '& a': { color: 'primary.main' },
      }}
    />
  );
}
