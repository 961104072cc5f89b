import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The look of journal content, shared by the detail page and the editor so that what is written is what is
 * read: readable measure, images and video embeds never wider than the column, 16:9 players.
 */
export const richTextSx = {
  fontSize: { xs: '1rem', sm: '1.075rem' },
  lineHeight: 1.75,
  overflowWrap: 'anywhere',
  '& > :first-of-type': { mt: 0 },
  '& p': { my: 1.5 },
  '& h2': { fontSize: { xs: '1.35rem', sm: '1.6rem' }, lineHeight: 1.3, mt: 4, mb: 1.5 },
  '& h3': { fontSize: { xs: '1.15rem', sm: '1.3rem' }, lineHeight: 1.35, mt: 3, mb: 1 },
  '& a': { color: 'primary.main' },
  '& img': { display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 1, my: 2, mx: 'auto' },
  '& blockquote': {
    m: 0,
    my: 2,
    pl: 2,
    py: 0.5,
    borderLeft: 4,
    borderColor: 'primary.light',
    color: 'text.secondary',
    fontStyle: 'italic',
  },
  '& ul, & ol': { pl: 3 },
  '& iframe': { display: 'block', width: '100%', aspectRatio: '16 / 9', height: 'auto', border: 0, my: 2 },
} satisfies SxProps<Theme>;
