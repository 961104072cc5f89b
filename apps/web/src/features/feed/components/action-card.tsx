import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { FeedCard } from '@mfi/contract/feed.schemas';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Poster } from '../../../components/poster';
import { SpoilerOverlay } from '../../../components/spoiler-overlay';
import { Stars } from '../../../components/stars';
import { TitleLink } from '../../../components/title-link';
import { href } from '../../../lib/routes';
import { FeedCardFrame } from './feed-card-frame';
import { MemberText, WrittenBy } from './written-by';
import { langOf, nameIn, useEnglish } from '../../../lib/localized';
import { TitleNote } from '../../../components/title-note';

type ActionFeedCard = Exclude<FeedCard, { name: 'short-message' }>;

/** What an action card shows of its object: where it links, its picture, names, grade and text. */
interface ActionView {
  /** What the member did, after their name. */
  verb: string;
  to: string;
  picture: string | null;
  /** A poster (2:3) or a journal's image (16:9). */
  ratio: '2 / 3' | '16 / 9';
  heading: string;
  subheading?: string;
  grade?: number | null;
  textTitle?: string;
  text?: string;
  /** The text is a spoiler: covered until the reader asks. */
  spoiler?: boolean;
}

type EpisodeValues = Extract<ActionFeedCard, { name: 'episode-review' }>['values'];
type MovieValues = Extract<ActionFeedCard, { name: 'movie-review' }>['values'];
type Target = Pick<ActionView, 'to' | 'picture' | 'ratio' | 'heading' | 'subheading'>;

/** A movie's card object: its page, poster and title (the international one in English). */
const movieTarget = (
  m: Pick<MovieValues, 'movie_slug' | 'movie_poster' | 'movie_title' | 'movie_i_title'>,
  en: boolean,
): Target => ({
  to: href('movie-detail', { slug: m.movie_slug }),
  picture: m.movie_poster,
  ratio: '2 / 3',
  heading: nameIn(m.movie_title, m.movie_i_title, en),
});

/** An episode's card object: its page, the serial's poster and title, then "Season 1, episode 2 · title". */
const episodeTarget = (
  t: TFunction,
  en: boolean,
  e: Pick<
    EpisodeValues,
    | 'serial_slug'
    | 'season_slug'
    | 'episode_slug'
    | 'serial_title'
    | 'serial_i_title'
    | 'episode_title'
    | 'episode_title_en'
    | 'season_number'
    | 'episode_number'
    | 'episode_poster'
  >,
): Target => ({
  to: href('episode-detail', { serialSlug: e.serial_slug, seasonSlug: e.season_slug, episodeSlug: e.episode_slug }),
  picture: e.episode_poster,
  ratio: '2 / 3',
  heading: nameIn(e.serial_title, e.serial_i_title, en),
  subheading: [
    t('card.episode', { season: e.season_number, episode: e.episode_number }),
    nameIn(e.episode_title, e.episode_title_en, en),
  ]
    .filter(Boolean)
    .join(' · '),
});

/** Each card type's object (part 1 section 3 "Feed item"): the movie, the episode, the review, the journal. */
function viewOf(t: TFunction, en: boolean, card: ActionFeedCard): ActionView {
  const author = card.values.action_user_slug;
  switch (card.name) {
    case 'user-watch-status': {
      const w = card.values;
      return { verb: t('verb.watching'), ...(w.content === 1 ? movieTarget(w, en) : episodeTarget(t, en, w)) };
    }
    case 'movie-review': {
      const m = card.values;
      const verb = t(m.movie_review ? 'verb.reviewed' : 'verb.rated');
      return { verb, ...movieTarget(m, en), grade: m.movie_grade, text: m.movie_review, spoiler: m.spoiler };
    }
    case 'movie-detailed-review': {
      const m = card.values;
      return {
        verb: t('verb.detailed'),
        ...movieTarget(m, en),
        to: href('movie-review-detail', { userSlug: author, movieSlug: m.movie_slug }),
        grade: m.movie_grade,
        textTitle: m.movie_detailed_review_title,
        text: m.movie_detailed_review,
      };
    }
    case 'episode-review': {
      const e = card.values;
      const verb = t(e.episode_review ? 'verb.reviewed' : 'verb.rated');
      return { verb, ...episodeTarget(t, en, e), grade: e.episode_grade, text: e.episode_review, spoiler: e.spoiler };
    }
    case 'episode-detailed-review': {
      const e = card.values;
      return {
        verb: t('verb.detailed'),
        ...episodeTarget(t, en, e),
        to: href('episode-review-detail', {
          userSlug: author,
          serialSlug: e.serial_slug,
          seasonSlug: e.season_slug,
          episodeSlug: e.episode_slug,
        }),
        grade: e.episode_grade,
        textTitle: e.episode_detailed_review_title,
        text: e.episode_detailed_review,
      };
    }
    case 'journal': {
      const j = card.values;
      return {
        verb: t('verb.published'),
        to: href('journal-detail', {
          typeSlug: j.journal_main_type_slug,
          subTypeSlug: j.journal_sub_type_slug,
          slug: j.journal_slug,
        }),
        picture: j.journal_image,
        ratio: '16 / 9',
        heading: j.journal_title,
        text: j.journal_excerpt,
      };
    }
  }
}

/**
 * A card of something the member did (watching, a rating or review, a detailed review, a journal): who and
 * what, when, then the object's picture and title linking to it, the grade as five stars in half steps, and
 * the text as text.
 */
export function ActionCard({ card }: { card: ActionFeedCard }) {
  const { t } = useTranslation('feed');
  const v = card.values;
  const view = viewOf(t, useEnglish(), card);
  const wide = view.ratio === '16 / 9';
  return (
    <FeedCardFrame testId={`feed-card-${card.name}`}>
      <WrittenBy
        slug={v.action_user_slug}
        name={v.action_user_name}
        photo={v.action_user_photo}
        createdAt={v.created_at}
        action={
          <>
            {view.verb}
            {v.action_user_critic && (
              <Chip component="span" label={t('card.critic')} size="small" sx={{ ml: 0.75, height: 20 }} />
            )}
          </>
        }
      />
      <Box sx={{ display: 'flex', gap: { xs: 1.25, sm: 2 }, mt: 1.5, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 'none', width: wide ? { xs: 96, sm: 160 } : { xs: 64, sm: 80 } }}>
          <Poster src={view.picture} alt={view.heading} ratio={view.ratio} to={view.to} besideTitleLink />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <TitleLink to={view.to}>{view.heading}</TitleLink>
          {view.subheading && <TitleNote text={view.subheading} />}
          {view.grade !== undefined && view.grade !== null && (
            <Box sx={{ mt: 0.5 }} data-testid="feed-card-grade">
              <Stars grade={view.grade} />
            </Box>
          )}
          {view.textTitle && (
            <Typography
              variant="subtitle2"
              component="p"
              sx={{ mt: 0.75, overflowWrap: 'anywhere' }}
              lang={langOf(view.textTitle)}
            >
              {view.textTitle}
            </Typography>
          )}
          {view.text && (
            <Box sx={{ mt: 0.5 }}>
              <SpoilerOverlay
                spoiler={view.spoiler === true}
                warning={t('catalogue:reviews.spoilerWarning')}
                reveal={t('catalogue:reviews.spoilerReveal')}
              >
                <MemberText>{view.text}</MemberText>
              </SpoilerOverlay>
            </Box>
          )}
        </Box>
      </Box>
    </FeedCardFrame>
  );
}
