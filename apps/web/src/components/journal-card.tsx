import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { href } from '../lib/routes';
import { Poster } from './poster';
import { langOf } from '../lib/localized';

// The journal card's face (part 2 section 3 "Journal card"), whichever feature lists articles: the journal
// pages and the title pages (features/journals) and a member's articles on the profile board.

/** What a journal card shows, whichever call it came from (journal list, or a card on another page). */
export interface JournalCardView {
  to?: string;
  cover: string | null;
  title: string;
  /** The category line, e.g. "Нийтлэл · Дурсамж". */
  kind?: string;
  author?: string;
  authorImage?: string | null;
  excerpt?: string;
  /** Extra line under the title (a draft badge on the unpublished list). */
  extra?: ReactNode;
}

/** The journal card of artist, movie and serial pages (part 2 section 3 "Journal card"), as the API sends it. */
export interface JournalCardFields {
  journal_type?: string;
  journal_sub_type?: string;
  journal_title?: string;
  journal_cover?: string | null;
  journal_slug?: string;
  title_slug?: string;
  journal_type_slug?: string;
  journal_sub_type_slug?: string;
  journal_author?: string;
  author_image?: string | null;
}

export function journalCardView(card: JournalCardFields): JournalCardView {
  const slug = card.journal_slug ?? card.title_slug;
  const { journal_type_slug: typeSlug, journal_sub_type_slug: subTypeSlug } = card;
  return {
    to: typeSlug && subTypeSlug && slug ? href('journal-detail', { typeSlug, subTypeSlug, slug }) : undefined,
    cover: card.journal_cover ?? null,
    title: card.journal_title ?? '',
    kind: [card.journal_type, card.journal_sub_type].filter(Boolean).join(' · ') || undefined,
    author: card.journal_author,
    authorImage: card.author_image,
  };
}

/** One column on phones, then as many 260 px columns as fit. */
export const journalGridSx = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(260px, 1fr))' },
  gap: { xs: 2.5, sm: 3 },
} as const;

/** A 16:9 cover, the category, the title as the link (an h3 under a section's h2; an h2 right under a page's h1), an excerpt and the author. */
export function JournalCard({ journal, heading = 'h3' }: { journal: JournalCardView; heading?: 'h2' | 'h3' }) {
  return (
    <Box component="article" sx={{ minWidth: 0 }}>
      <Poster src={journal.cover} alt={journal.title} ratio="16 / 9" to={journal.to} besideTitleLink />
      {journal.kind && (
        <Typography variant="caption" color="primary" sx={{ display: 'block', mt: 1, fontWeight: 600 }}>
          {journal.kind}
        </Typography>
      )}
      <Typography
        variant="subtitle1"
        component={heading}
        sx={{ fontWeight: 700, lineHeight: 1.3, mt: 0.25 }}
        lang={langOf(journal.title)}
      >
        {journal.to ? (
          <Link component={RouterLink} to={journal.to} underline="hover" color="text.primary">
            {journal.title}
          </Link>
        ) : (
          journal.title
        )}
      </Typography>
      {journal.extra}
      {journal.excerpt && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: 0.5, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          lang={langOf(journal.excerpt)}
        >
          {journal.excerpt}
        </Typography>
      )}
      {journal.author && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
          <Avatar src={journal.authorImage ?? undefined} alt="" sx={{ width: 24, height: 24 }} />
          <Typography variant="body2" color="text.secondary" noWrap lang={langOf(journal.author)}>
            {journal.author}
          </Typography>
        </Stack>
      )}
    </Box>
  );
}
