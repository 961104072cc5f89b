import { ARTIST_SORTS, CATALOGUE_SORTS } from '@mfi/contract/catalogue.enums';
import type { JournalCard as JournalCardData } from '@mfi/contract/journals.schemas';
import type {
  EpisodeReviewEntry,
  MovieReviewEntry,
  ProfileDetailedReviewCard,
  ProfileTitleCard,
} from '@mfi/contract/profile-lists.schemas';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { TitleCard, POSTER_COLUMNS } from '../../../components/catalogue/title-card';
import { JournalCard, journalCardView, journalGridSx } from '../../../components/journal-card';
import { LikeCount } from '../../../components/like-count';
import { LikeToggle } from '../../../components/like-toggle';
import { nameIn } from '../../../lib/localized';
import { href } from '../../../lib/routes';
import { boardCalls, type BoardCall } from '../api/get-board-list';
import { useLikeEpisodeReview, useLikeJournal, useLikeMovieReview } from '../api/like-board-card';
import { BoardSection } from '../components/board-section';
import {
  DetailedReviewCard,
  IdolCard,
  ReviewEntryCard,
  reviewGridSx,
  type ReviewEntryView,
} from '../components/board-cards';

// The board's fourteen lists (part 1 section 2 "User profile area"; issue 15 item 8), each a section of the
// member's profile page. Sort modes (part 1 section 9): reviews and detailed reviews 6, titles the
// catalogue's 8, artists 4, articles the journal list's 6; the numbers are the server's.

const REVIEW_SORTS = ['newest', 'oldest', 'gradeDesc', 'gradeAsc', 'mostLiked', 'leastLiked'] as const;
const JOURNAL_SORTS = ['newest', 'oldest', 'mostLiked', 'leastLiked', 'alphabetical', 'reverse'] as const;

const reviewModes = (t: TFunction) => REVIEW_SORTS.map((mode) => t(`sorts.review.${mode}`));
const titleModes = (t: TFunction) => Object.values(CATALOGUE_SORTS).map((mode) => t(`catalogue:sort.${mode}`));
const artistModes = (t: TFunction) => Object.values(ARTIST_SORTS).map((mode) => t(`sorts.artist.${mode}`));
const journalModes = (t: TFunction) => JOURNAL_SORTS.map((mode) => t(`sorts.journal.${mode}`));

type ReviewEntry = MovieReviewEntry | EpisodeReviewEntry;

/** Where an entry's card points and what it names: the movie, or the episode of its serial. */
type Reviewed = Pick<ReviewEntryView, 'to' | 'poster' | 'ratio' | 'title' | 'subtitle'>;

/** A member's short reviews of movies or of episodes: the review entries with their like. */
function ReviewsPage<T extends ReviewEntry>({
  call,
  title,
  testId,
  like,
  reviewed,
}: {
  call: BoardCall<T>;
  title: string;
  testId: string;
  like: { mutate(entry: T, options: { onError(): void }): void };
  reviewed(entry: T): Reviewed;
}) {
  const { t } = useTranslation('profileLists');
  return (
    <BoardSection
      call={call}
      title={title}
      modes={reviewModes(t)}
      gridSx={reviewGridSx}
      skeleton={{ ratio: '4 / 1', lines: ['60%', '40%'], count: 4 }}
      testId={testId}
    >
      {(entry) => (
        <ReviewEntryCard
          key={entry.id}
          entry={{
            ...reviewed(entry),
            grade: entry.grade_review,
            review: entry.word_review,
            critic: entry.critic,
            spoiler: entry.spoiler,
            created: entry.created,
            liked: entry.user_like,
            likes: entry.movie_review_likes,
          }}
          onLike={(options) => like.mutate(entry, options)}
        />
      )}
    </BoardSection>
  );
}

function MovieReviewsPage() {
  const { t, i18n } = useTranslation('profileLists');
  const { slug = '' } = useParams();
  return (
    <ReviewsPage
      call={boardCalls.movieReviews}
      title={t('lists.movieReviews')}
      testId="board-movie-reviews"
      like={useLikeMovieReview(slug)}
      reviewed={(entry) => ({
        to: href('movie-detail', { slug: entry.slug }),
        poster: entry.poster,
        ratio: '2 / 3',
        title: nameIn(entry.title, entry.international_title, i18n.language === 'en'),
      })}
    />
  );
}

function EpisodeReviewsPage() {
  const { t, i18n } = useTranslation('profileLists');
  const { slug = '' } = useParams();
  return (
    <ReviewsPage
      call={boardCalls.episodeReviews}
      title={t('lists.episodeReviews')}
      testId="board-episode-reviews"
      like={useLikeEpisodeReview(slug)}
      reviewed={(entry) => ({
        to: href('episode-detail', {
          serialSlug: entry.serial_slug,
          seasonSlug: entry.season_slug,
          episodeSlug: entry.episode_slug,
        }),
        poster: entry.image,
        ratio: '16 / 9',
        title: nameIn(entry.title, entry.international_title, i18n.language === 'en'),
        subtitle: t('episode', {
          season: entry.season_num,
          episode: entry.episode_num,
          name: nameIn(entry.episode_name, entry.episode_name_en, i18n.language === 'en'),
        }),
      })}
    />
  );
}

/** A detailed review's page and its title's: a movie's, or an episode's (its slugs all present). */
function detailedLinks(member: string, review: ProfileDetailedReviewCard) {
  const { serial_slug: serialSlug, season_slug: seasonSlug, episode_slug: episodeSlug } = review;
  if (serialSlug && seasonSlug && episodeSlug)
    return {
      to: href('episode-review-detail', { userSlug: member, serialSlug, seasonSlug, episodeSlug }),
      titleTo: href('episode-detail', { serialSlug, seasonSlug, episodeSlug }),
      ratio: '16 / 9' as const,
    };
  return {
    to: href('movie-review-detail', { userSlug: member, movieSlug: review.slug }),
    titleTo: href('movie-detail', { slug: review.slug }),
    ratio: '2 / 3' as const,
  };
}

function DetailedReviewsPage({ kind }: { kind: 'movie' | 'episode' }) {
  const { t, i18n } = useTranslation('profileLists');
  const { slug = '' } = useParams();
  return (
    <BoardSection
      call={kind === 'movie' ? boardCalls.movieDetailedReviews : boardCalls.episodeDetailedReviews}
      title={t(kind === 'movie' ? 'lists.movieDetailedReviews' : 'lists.episodeDetailedReviews')}
      modes={reviewModes(t)}
      gridSx={reviewGridSx}
      skeleton={{ ratio: '4 / 1', lines: ['60%', '40%'], count: 4 }}
      testId={`board-${kind}-detailed-reviews`}
    >
      {(review) => (
        <DetailedReviewCard
          key={review.id}
          review={{
            ...detailedLinks(slug, review),
            poster: review.poster,
            title: review.title,
            titleOf: nameIn(review.title_of, review.international_title_of, i18n.language === 'en'),
            grade: review.grade_review,
            likes: review.likes,
            created: review.created,
          }}
        />
      )}
    </BoardSection>
  );
}

const posterGridSx = { display: 'grid', gap: { xs: 1.5, sm: 2 }, gridTemplateColumns: POSTER_COLUMNS };

/** Favourite, reacted and to-watch movies or serials: poster cards linking to the titles. */
function TitlesPage({
  call,
  kind,
  title,
}: {
  call: BoardCall<ProfileTitleCard>;
  kind: 'movie' | 'serial';
  title: string;
}) {
  const { t, i18n } = useTranslation('profileLists');
  return (
    <BoardSection
      call={call}
      title={t(title)}
      modes={titleModes(t)}
      gridSx={posterGridSx}
      skeleton={{ ratio: '2 / 3', lines: ['80%', '40%'] }}
      testId="board-titles"
    >
      {(item) => (
        <TitleCard
          key={item.slug}
          to={href(kind === 'movie' ? 'movie-detail' : 'serial-detail', { slug: item.slug })}
          poster={item.poster}
          title={nameIn(item.title, item.international_title, i18n.language === 'en')}
          subtitle={item.year ?? ''}
          grade={item.a_grade ?? item.grade}
          testId="board-title"
        />
      )}
    </BoardSection>
  );
}

function IdolsPage() {
  const { t } = useTranslation('profileLists');
  return (
    <BoardSection
      call={boardCalls.idols}
      title={t('lists.idols')}
      modes={artistModes(t)}
      gridSx={posterGridSx}
      skeleton={{ ratio: '2 / 3', lines: ['70%'] }}
      testId="board-idols"
    >
      {(artist) => (
        <IdolCard
          key={artist.slug}
          to={href('artist-detail', { slug: artist.slug })}
          image={artist.image}
          name={artist.name}
          born={artist.born_year}
        />
      )}
    </BoardSection>
  );
}

/** A member's articles: the journal cards with their like, drafts marked as such. */
function JournalsPage({ published }: { published: boolean }) {
  const { t } = useTranslation('profileLists');
  const call = published ? boardCalls.publishedJournals : boardCalls.unpublishedJournals;
  const like = useLikeJournal(call);
  const extra = (journal: JournalCardData) => (
    <Box sx={{ mt: 1, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      {!published && <Chip size="small" color="warning" variant="outlined" label={t('draft')} />}
      <LikeToggle
        liked={journal.user_like}
        onToggle={(options) => like.mutate(journal, options)}
        ns="profileLists"
        size="small"
      >
        <LikeCount count={journal.total_likes} testId="board-like-count" />
      </LikeToggle>
    </Box>
  );
  return (
    <BoardSection
      call={call}
      title={t(published ? 'lists.publishedJournals' : 'lists.unpublishedJournals')}
      modes={journalModes(t)}
      gridSx={journalGridSx}
      skeleton={{ ratio: '16 / 9', lines: ['40%', '90%'], count: 6 }}
      testId={published ? 'board-published-journals' : 'board-unpublished-journals'}
    >
      {(journal) => <JournalCard key={journal.id} journal={{ ...journalCardView(journal), extra: extra(journal) }} />}
    </BoardSection>
  );
}

const titles = (call: BoardCall<ProfileTitleCard>, kind: 'movie' | 'serial', title: string) =>
  function BoardTitlesPage() {
    return <TitlesPage call={call} kind={kind} title={title} />;
  };

export const boardListPages = {
  'user-movie-reviews': MovieReviewsPage,
  'user-episode-reviews': EpisodeReviewsPage,
  'user-movie-detailed-reviews': () => <DetailedReviewsPage kind="movie" />,
  'user-episode-detailed-reviews': () => <DetailedReviewsPage kind="episode" />,
  'user-favorite-movies': titles(boardCalls.favoriteMovies, 'movie', 'lists.favoriteMovies'),
  'user-favorite-short-movies': titles(boardCalls.favoriteShortMovies, 'movie', 'lists.favoriteShortMovies'),
  'user-favorite-serials': titles(boardCalls.favoriteSerials, 'serial', 'lists.favoriteSerials'),
  'user-reacted-movies': titles(boardCalls.reactedMovies, 'movie', 'lists.reactedMovies'),
  'user-reacted-serials': titles(boardCalls.reactedSerials, 'serial', 'lists.reactedSerials'),
  'user-watch-movies': titles(boardCalls.watchMovies, 'movie', 'lists.watchMovies'),
  'user-watch-serials': titles(boardCalls.watchSerials, 'serial', 'lists.watchSerials'),
  'user-idols': IdolsPage,
  'user-published-journals': () => <JournalsPage published />,
  'user-unpublished-journals': () => <JournalsPage published={false} />,
};
