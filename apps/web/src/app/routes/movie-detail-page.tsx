import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ArchiveSection, detailPage, TitleDetail, type DetailParams } from '../../components/catalogue/detail-page';
import { ListedInSlot } from '../../components/catalogue/title-extras';
import { TitleRatingRow, TitleReviewTabs } from '../../features/reviews/components/title-reviews';
import { langOf, nameIn, useEnglish } from '../../lib/localized';
import { href } from '../../lib/routes';
import { useSession } from '../../lib/session';
import { useMovieDetail, type MovieDetailResponse } from '../../features/movies/api/get-movie-detail';
import { usePublishMovie } from '../../features/movies/api/publish-movie';
import { useToggleMovieFlag } from '../../features/movies/api/toggle-movie-flag';
import { MovieSections } from '../../features/movies/components/movie-extras';
import { MovieInfo } from '../../features/movies/components/movie-info';
import { MOVIE_KIND } from '../../features/movies/components/movie-kind';
import { Section } from '../../components/catalogue/section';
import { useMovieReviews } from './movie-title-reviews';
import { JournalCardGrid } from '../../features/journals/components/journal-card';
import { TitleLists } from '../../features/lists/components/title-lists';
import { LogViewingButton } from '../../features/diary/components/log-viewing-button';
import { movieKeys } from '../../features/movies/api/movie-keys';

/** movie-detail (part 2 sections 2, 3): a 404 (missing, or unpublished for this visitor) is the not-found page. */
export const MovieDetailPage = detailPage('movies', ({ slug = '' }) => useMovieDetail(slug), MovieDetailView);

function MovieDetailView({ data, params: { slug = '' } }: { data: MovieDetailResponse; params: DetailParams }) {
  const { isAuthenticated: signedIn } = useSession();
  const { t } = useTranslation('movies');
  const { movie_detail: movie, ...flags } = data;
  const publish = usePublishMovie(slug, movie.id);
  const toggle = useToggleMovieFlag(slug, movie.id);
  const reviews = useMovieReviews(slug);
  const en = useEnglish();

  return (
    <TitleDetail
      kind={MOVIE_KIND}
      title={movie}
      years={movie.year}
      flags={{ flags, offered: ['favorite', 'watch', 'watching'], watchedChip: true, signedIn, toggle }}
      admin={{
        onPublish: publish,
        editTo: href('movie-update', { slug }),
        imagesTo: href('movie-image-update', { slug }),
      }}
      plot={<MoviePlots plot={movie.plot} enPlot={movie.en_plot} />}
      info={<MovieInfo movie={movie} />}
    >
      <TitleRatingRow reviews={reviews} detail={data} verdicts={movie} signedIn={signedIn} sx={{ mt: 3 }} />
      {signedIn && movie.can_review && (
        <Box sx={{ mt: 2 }}>
          <LogViewingButton
            kind="movie"
            id={movie.id}
            title={nameIn(movie.m_title, movie.i_title, en)}
            refresh={[movieKeys.page(slug), ['movies', 'own-review', slug]]}
          />
        </Box>
      )}

      <ArchiveSection ns="movies" title={t('detail.archive')} images={movie.images} />
      <ListedInSlot value={<TitleLists kind="movie" slug={slug} title={t('detail.listedIn')} />}>
        <MovieSections
          slug={slug}
          journals={(journals, more) => <JournalCardGrid journals={journals} testId="movie-journals" more={more} />}
        />
      </ListedInSlot>
      <Section title={t('reviews.title')}>
        <TitleReviewTabs reviews={reviews} signedIn={signedIn} />
      </Section>
    </TitleDetail>
  );
}

/**
 * A movie's two plots, the reader's language first (issue 24: an English reader met the Mongolian plot first);
 * the other under its language's name. A plot not written stays out.
 */
function MoviePlots({ plot, enPlot }: { plot: string; enPlot: string }) {
  const { t } = useTranslation('movies');
  const en = useEnglish();
  const plots = [
    { lang: 'mn' as const, text: plot, label: t('detail.mnPlot') },
    { lang: 'en' as const, text: enPlot, label: t('detail.enPlot') },
  ].filter((p) => p.text.trim());
  if (en) plots.reverse();
  return (
    <>
      {plots.map((p, i) => (
        <Box key={p.lang} sx={i > 0 ? { mt: 2 } : undefined} data-testid={`plot-${p.lang}`}>
          {i > 0 && (
            <Typography variant="subtitle2" color="text.secondary">
              {p.label}
            </Typography>
          )}
          <Typography sx={{ whiteSpace: 'pre-line' }} lang={p.lang === 'mn' ? langOf(p.text) : 'en'}>
            {p.text}
          </Typography>
        </Box>
      ))}
    </>
  );
}
