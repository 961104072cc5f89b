import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  ArchiveSection,
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
import { trailerEmbedUrl } from '../../lib/trailer';
import { useSeasonDetail, type SeasonDetailResponse } from '../../features/serials/api/get-season-detail';
import { usePublishSeason } from '../../features/serials/api/publish-season';
import { useSeasonReviews } from './serial-title-reviews';
import { SeasonEpisodes } from '../../features/serials/components/season-episodes';
import { Section } from '../../components/catalogue/section';
import { TrailerFrame } from '../../components/catalogue/title-info';
import { numberedTitle } from '../../features/serials/components/numbered-title';
import { LogViewingButton } from '../../features/diary/components/log-viewing-button';
import { serialKeys } from '../../features/serials/api/serial-keys';

/**
 * season-detail (part 2 sections 2, 3): others see it only when published (the server answers 404);
 * its editors see an unpublished one, marked, with its unpublished episodes.
 */
export const SeasonDetailPage = detailPage(
  'serials',
  ({ serialSlug = '', seasonSlug = '' }) => useSeasonDetail(serialSlug, seasonSlug),
  SeasonDetailView,
);

function SeasonDetailView({ data, params }: { data: SeasonDetailResponse; params: DetailParams }) {
  const { serialSlug = '', seasonSlug = '' } = params;
  const { t } = useTranslation('serials');
  const { isAuthenticated } = useSession();
  const publish = usePublishSeason(serialSlug, seasonSlug);
  const reviews = useSeasonReviews({ serialSlug, seasonSlug });
  const season = data.season_detail;
  const name = numberedTitle(t, 'season', season.season_num, season.season_name);
  const serialName = nameIn(season.serial_title, season.serial_i_title, useEnglish());
  const embed = season.season_trailer ? trailerEmbedUrl(season.season_trailer) : null;
  const serialTo = href('serial-detail', { slug: serialSlug });

  return (
    <Box component="article">
      <PageTitle title={`${serialName} · ${name}`} />
      <TitleHero background={null} poster={season.season_poster ?? season.serial_poster} posterAlt={name}>
        <TitleMarks ns="serials" unpublished={!season.publish} />
        <Link
          component={RouterLink}
          to={serialTo}
          color="inherit"
          underline="hover"
          variant="h6"
          sx={{ opacity: 0.9 }}
          lang={langOf(serialName)}
        >
          {serialName}
        </Link>
        <PartHeading>{name}</PartHeading>
        <HeroGrades
          ns="serials"
          countKey="episodeRatings"
          grades={{ ...season, grade: season.grade_average, a_grade: season.g_average_audience }}
        />
      </TitleHero>

      <DetailBody>
        <TitleAdminBar
          ns="serials"
          published={season.publish}
          permissions={season}
          history={{ kind: 'season', id: season.id }}
          onPublish={publish}
          editTo={href('season-update', { serialSlug, seasonSlug })}
          imagesTo={href('season-image-update', { serialSlug, seasonSlug })}
        />

        <TitleRatingRow reviews={reviews} detail={data} verdicts={season} signedIn={isAuthenticated} />
        {isAuthenticated && season.can_review && (
          <Box sx={{ mt: 2 }}>
            <LogViewingButton
              kind="season"
              id={season.id}
              title={`${serialName} · ${name}`}
              refresh={[serialKeys.page(serialSlug)]}
            />
          </Box>
        )}

        <ArchiveSection ns="serials" title={t('gallery.title')} images={season.images} />
        {embed && (
          <Section title={t('field.trailer')}>
            <TrailerFrame src={embed} title={t('field.trailer')} />
          </Section>
        )}
        <SeasonEpisodes serialSlug={serialSlug} seasonSlug={seasonSlug} published />
        {/* The drafts are for those who edit the season (its unpublished episodes). */}
        {season.can_edit && <SeasonEpisodes serialSlug={serialSlug} seasonSlug={seasonSlug} published={false} />}
        <Section title={t('reviews.title')}>
          <TitleReviewTabs reviews={reviews} signedIn={isAuthenticated} />
        </Section>
      </DetailBody>
    </Box>
  );
}
