import Box from '@mui/material/Box';
import { richTextSx } from '../../../components/rich-text/rich-text-sx';

/** An edition's agenda or description: HTML the server sanitized on write (lib/html), in its language. */
export function FestivalHtml({ html, lang, testId }: { html: string; lang: string; testId: string }) {
  return (
    <Box
      sx={{ ...richTextSx, maxWidth: 820, overflowWrap: 'anywhere' }}
      lang={lang}
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
