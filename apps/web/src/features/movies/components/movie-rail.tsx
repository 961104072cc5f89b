import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useRelatedMovies, type RelatedKind } from '../api/get-related-movies';
import { MovieCardItem } from './movie-card-grid';
import { Section } from './movie-people';

const TITLES: Record<RelatedKind, string> = {
  similar: 'detail.similar',
  suggested: 'detail.suggested',
  collection: 'detail.collectionMovies',
};

/** A horizontal rail of posters (similar, suggested, same collection); hidden when empty. */
export function MovieRail({ slug, kind }: { slug: string; kind: RelatedKind }) {
  const { t } = useTranslation('movies');
  const query = useRelatedMovies(slug, kind);
  if (!query.data?.length) return null;
  return (
    <Section title={t(TITLES[kind])}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'flex',
          gap: 2,
          overflowX: 'auto',
          pb: 1,
          scrollSnapType: 'x mandatory',
        }}
      >
        {query.data.map((movie) => (
          <Box component="li" key={movie.id} sx={{ flex: '0 0 auto', scrollSnapAlign: 'start' }}>
            <MovieCardItem movie={movie} width={140} />
          </Box>
        ))}
      </Box>
    </Section>
  );
}
