import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { JournalCardGrid } from '../../../components/journal-card';
import { href } from '../../../lib/routes';
import { useListedMovies } from '../api/get-listed-movies';
import { useMovieAwards } from '../api/get-movie-awards';
import { useMovieJournals } from '../api/get-movie-journals';
import { Section } from './movie-people';

// Sections whose data arrives with later issues (awards, user lists, journals): the calls are real and
// answer empty lists for now, so each section shows only once it has something.

export function MovieAwards({ slug }: { slug: string }) {
  const { t } = useTranslation('movies');
  const awards = useMovieAwards(slug);
  if (!awards.data?.length) return null;
  return (
    <Section title={t('detail.awards')}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {awards.data.map((award, i) => (
          <Chip
            key={`${award.award_slug}-${i}`}
            label={`${award.award ?? ''} ${award.date ?? ''}`.trim()}
            color={award.win ? 'secondary' : 'default'}
          />
        ))}
      </Box>
    </Section>
  );
}

export function MovieListedIn({ slug }: { slug: string }) {
  const { t } = useTranslation('movies');
  const lists = useListedMovies(slug);
  if (!lists.data?.length) return null;
  return (
    <Section title={t('detail.listedIn')}>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {lists.data.map((list, i) => (
          <li key={list.id ?? i}>
            {list.user_slug && list.slug ? (
              <Link
                component={RouterLink}
                to={href('user-movie-list-detail', { slug: list.user_slug, listSlug: list.slug })}
              >
                {list.title}
              </Link>
            ) : (
              list.title
            )}
          </li>
        ))}
      </Box>
    </Section>
  );
}

export function MovieJournals({ slug }: { slug: string }) {
  const { t } = useTranslation('movies');
  const journals = useMovieJournals(slug);
  if (!journals.data?.length) return null;
  return (
    <Section title={t('detail.journals')}>
      <JournalCardGrid
        journals={journals.data}
        testId="movie-journals"
        more={{
          shown: journals.hasNextPage,
          busy: journals.isFetchingNextPage,
          label: t('detail.loadMore'),
          onClick: () => void journals.fetchNextPage(),
        }}
      />
    </Section>
  );
}
