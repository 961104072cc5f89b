import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Poster } from '../../../components/poster';
import { href } from '../../../lib/routes';
import type { ArtistJournal } from '../api/get-artist-journals';
import { useArtistJournals } from '../api/get-artist-journals';
import { DetailSection } from './detail-section';

function journalLink(journal: ArtistJournal): string | undefined {
  const { journal_type_slug: typeSlug, journal_sub_type_slug: subTypeSlug } = journal;
  const slug = journal.journal_slug ?? journal.title_slug;
  return typeSlug && subTypeSlug && slug ? href('journal-detail', { typeSlug, subTypeSlug, slug }) : undefined;
}

/** Related journals with "load more" until the server says end_point (part 2 section 4). */
export function ArtistJournals({ slug }: { slug: string }) {
  const { t } = useTranslation('artists');
  const journals = useArtistJournals(slug);
  const items = journals.data?.pages.flatMap((page) => page.journals) ?? [];
  return (
    <DetailSection title={t('detail.journals')} hidden={items.length === 0}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(260px, 1fr))' },
          gap: 2,
        }}
      >
        {items.map((journal, index) => {
          const to = journalLink(journal);
          return (
            <Box key={`${journal.journal_slug ?? index}-${index}`}>
              <Poster src={journal.journal_cover ?? null} alt={journal.journal_title ?? ''} ratio="16 / 9" to={to} />
              {journal.journal_type && (
                <Typography variant="caption" color="text.secondary">
                  {journal.journal_type}
                </Typography>
              )}
              {to ? (
                <Link
                  component={RouterLink}
                  to={to}
                  underline="hover"
                  color="text.primary"
                  sx={{ display: 'block', fontWeight: 600 }}
                >
                  {journal.journal_title}
                </Link>
              ) : (
                <Typography sx={{ fontWeight: 600 }}>{journal.journal_title}</Typography>
              )}
            </Box>
          );
        })}
      </Box>
      {journals.hasNextPage && (
        <Button
          sx={{ mt: 2 }}
          variant="outlined"
          onClick={() => void journals.fetchNextPage()}
          disabled={journals.isFetchingNextPage}
        >
          {t('detail.loadMore')}
        </Button>
      )}
    </DetailSection>
  );
}
