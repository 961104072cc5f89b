import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  detailPage,
  type DetailParams,
  PartHeading,
  DetailBody,
  HeroGrades,
  TitleAdminBar,
  TitleHero,
  TitleMarks,
} from '../../components/catalogue/detail-page';
import { PageTitle } from '../../components/page-title';
import { TitleRatingRow, TitleReviewTabs } from '../../features/reviews/components/title-reviews';
import { langOf, nameIn, useEnglish } from '../../lib/localized';
import { href } from '../../lib/routes';
import { useSession } from '../../lib/session';
import { useEpisodeDetail, type EpisodeDetailResponse } from '../../features/serials/api/get-episode-detail';
import { usePublishEpisode } from '../../features/serials/api/publish-episode';
import { useToggleEpisodeFlag } from '../../features/serials/api/toggle-serial-flag';
import { PlotText } from '../../features/serials/components/plot-text';
import { useEpisodeReviews } from './serial-title-reviews';
import { Section } from '../../components/catalogue/section';
import { numberedTitle } from '../../features/serials/components/numbered-title';
import { LogViewingButton } from '../../features/diary/components/log-viewing-button';
import { serialKeys } from '../../features/serials/api/serial-keys';

/**
 * episode-detail (part 2 sections 2, 3): visible to others only when published (the server answers 404).
 * Moving to the previous or next episode starts its reactions and review tabs afresh (part 2 section 2).
 */
export const EpisodeDetailPage = detailPage(
  'serials',
  ({ serialSlug = '', seasonSlug = '', episodeSlug = '' }) => useEpisodeDetail(serialSlug, seasonSlug, episodeSlug),
  EpisodeDetailView,
);

function EpisodeDetailView({ data, params }: { data: EpisodeDetailResponse; params: DetailParams }) {
  const { serialSlug = '', seasonSlug = '', episodeSlug = '' } = params;
  const slugs = { serialSlug, seasonSlug, episodeSlug };
  const { isAuthenticated: signedIn } = useSession();
  const { t } = useTranslation('serials');
  const navigate = useNavigate();
  const { episode_detail: episode, ...flags } = data;
  const publish = usePublishEpisode(slugs.serialSlug, slugs.seasonSlug, slugs.episodeSlug);
  const toggle = useToggleEpisodeFlag(slugs.serialSlug, slugs.seasonSlug, slugs.episodeSlug);
  const reviews = useEpisodeReviews(slugs);
  const en = useEnglish();
  const name = numberedTitle(t, 'episode', episode.e_num, nameIn(episode.e_title, episode.name_en, en));
  const serialName = nameIn(episode.ser_title, episode.ser_i_title, en);
  // As the season page names it, in the reader's language («Season 1», not the stored «1-р улирал»).
  const seasonName = numberedTitle(t, 'season', episode.season_num, episode.sea_title);
  const go = (episodeSlug: string | null) =>
    episodeSlug &&
    void navigate(href('episode-detail', { serialSlug: slugs.serialSlug, seasonSlug: slugs.seasonSlug, episodeSlug }));

  return (
    <Box component="article">
      <PageTitle title={`${serialName} · ${name}`} />
      <TitleHero
        background={episode.background}
        poster={episode.season_poster ?? episode.serial_poster}
        posterAlt={seasonName}
      >
        <TitleMarks ns="serials" unpublished={!episode.publish} />
        <Typography variant="h6" component="p" sx={{ opacity: 0.9 }}>
          <Link
            component={RouterLink}
            to={href('serial-detail', { slug: slugs.serialSlug })}
            color="inherit"
            underline="hover"
            lang={langOf(serialName)}
          >
            {serialName}
          </Link>
          {' · '}
          <Link
            component={RouterLink}
            to={href('season-detail', { serialSlug: slugs.serialSlug, seasonSlug: slugs.seasonSlug })}
            color="inherit"
            underline="hover"
            lang={langOf(seasonName)}
          >
            {seasonName}
          </Link>
        </Typography>
        <PartHeading>{name}</PartHeading>
        {episode.runtime ? (
          <Typography sx={{ opacity: 0.85 }}>{t('detail.minutes', { count: episode.runtime })}</Typography>
        ) : null}
        {/* The grade blocks are the episode's grades; the numeric grade a member gives is the rating row below. */}
        <HeroGrades
          ns="serials"
          grades={episode}
          flags={{ ns: 'serials', flags, offered: ['watched', 'watching'], signedIn, toggle }}
        />
      </TitleHero>

      <DetailBody>
        <TitleAdminBar
          ns="serials"
          published={episode.publish}
          permissions={episode}
          history={{ kind: 'episode', id: episode.id }}
          onPublish={publish}
          editTo={href('episode-update', slugs)}
        />

        <EpisodeNavigation previous={episode.previous_episode} next={episode.next_episode} onGo={go} />

        <Section title={t('detail.plot')}>
          <PlotText plot={episode.plot} enPlot={episode.eng_plot} emptyText={t('plotText.none')} />
        </Section>

        <TitleRatingRow reviews={reviews} detail={data} verdicts={episode} signedIn={signedIn} sx={{ mt: 3 }} />
        {signedIn && episode.can_review && (
          <Box sx={{ mt: 2 }}>
            <LogViewingButton
              kind="episode"
              id={episode.id}
              title={`${serialName} · ${name}`}
              refresh={[serialKeys.page(slugs.serialSlug), ['serials', 'own-review', 'episode']]}
            />
          </Box>
        )}

        <Section title={t('reviews.title')}>
          <TitleReviewTabs reviews={reviews} signedIn={signedIn} />
        </Section>
      </DetailBody>
    </Box>
  );
}

/**
 * Previous and next episode (part 2 section 2: disabled when there is none). Below 600 px they read
 * «Өмнөх» and «Дараагийн» so two fit on one line at 320 px; their names stay the full words.
 */
function EpisodeNavigation({
  previous,
  next,
  onGo,
}: {
  previous: string | null;
  next: string | null;
  onGo: (episodeSlug: string | null) => void;
}) {
  const { t } = useTranslation('serials');
  const label = (full: string, short: string) => (
    <>
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {full}
      </Box>
      <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
        {short}
      </Box>
    </>
  );
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', mb: 2 }} data-testid="episode-navigation">
      <Button
        variant="outlined"
        startIcon={<ChevronLeftIcon />}
        disabled={!previous}
        onClick={() => onGo(previous)}
        aria-label={t('episode.previous')}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {label(t('episode.previous'), t('episode.previousShort'))}
      </Button>
      <Button
        variant="outlined"
        endIcon={<ChevronRightIcon />}
        disabled={!next}
        onClick={() => onGo(next)}
        aria-label={t('episode.next')}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {label(t('episode.next'), t('episode.nextShort'))}
      </Button>
    </Stack>
  );
}
