import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ACTOR_LABEL } from '@mfi/contract/catalogue.enums';
import { AdminBar, useIsContributor } from '../../../components/admin-bar';
import { GradeBadges } from '../../../components/grade-badges';
import { HeroSkeleton } from '../../../components/hero-band';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageTitle } from '../../../components/page-title';
import { PublishToggle } from '../../../components/publish-toggle';
import { href } from '../../../lib/routes';
import { useSession } from '../../../lib/session';
import { isNotFound } from '../../../lib/api-client';
import { useSerialDetail, type SerialDetailResponse } from '../api/get-serial-detail';
import { usePublishSerial } from '../api/publish-serial';
import { DetailError } from '../components/detail-states';
import { PlotText } from '../components/plot-text';
import { Hero } from '../components/hero';
import { Section } from '../components/section';
import { SerialAwards, SerialJournals, SerialListedIn, SerialRail } from '../components/serial-extras';
import { SerialFlagButtons } from '../components/serial-flag-buttons';
import { SerialInfo } from '../components/serial-info';
import { SerialArtists, SerialRoles } from '../components/serial-people';
import { SerialSeasons } from '../components/serial-seasons';
import { serialYears } from '../components/serial-years';

/** serial-detail (part 2 sections 2, 3): a 404 (missing, or unpublished for this visitor) is the not-found page. */
export function SerialDetailPage() {
  const { slug = '' } = useParams();
  const detail = useSerialDetail(slug);
  const { isAuthenticated } = useSession();
  // The hero at its final size, as on a movie's page: nothing jumps when the title arrives.
  if (detail.isPending) return <HeroSkeleton />;
  if (detail.isError) {
    if (isNotFound(detail.error)) return <NotFoundPage />;
    return <DetailError onRetry={() => void detail.refetch()} />;
  }
  return <SerialDetailView slug={slug} data={detail.data} signedIn={isAuthenticated} />;
}

function SerialDetailView({ slug, data, signedIn }: { slug: string; data: SerialDetailResponse; signedIn: boolean }) {
  const { t } = useTranslation('serials');
  const { serial_detail: serial, ...flags } = data;
  const publish = usePublishSerial(slug);
  const isContributor = useIsContributor();
  const title = serial.m_title || serial.i_title;

  return (
    <Box component="article">
      <PageTitle title={title} />
      <Hero background={serial.background} poster={serial.poster} posterAlt={title}>
        <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
          {!serial.publish && <Chip label={t('detail.unpublished')} color="warning" size="small" />}
          {serial.classic && <Chip label={t('detail.classic')} color="secondary" size="small" />}
        </Stack>
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 700, fontSize: { xs: '1.7rem', md: '2.3rem' }, overflowWrap: 'anywhere' }}
        >
          {serial.m_title}{' '}
          <Box component="span" sx={{ fontWeight: 400, opacity: 0.8 }} data-testid="serial-years">
            ({serialYears(t, serial)})
          </Box>
        </Typography>
        <Typography variant="h6" component="p" sx={{ opacity: 0.9 }}>
          {serial.i_title}
        </Typography>
        {serial.o_title && serial.o_title !== serial.i_title && (
          <Typography variant="body1" sx={{ opacity: 0.75, fontStyle: 'italic' }}>
            {serial.o_title}
          </Typography>
        )}
        <Box sx={{ mt: 2, color: 'text.primary' }}>
          <GradeBadges
            ns="serials"
            countKey="episodeRatings"
            grade={serial.grade}
            critics={serial.critics}
            audienceGrade={serial.a_grade}
            audiences={serial.audiences}
          />
        </Box>
        <Box sx={{ mt: 2, '& .MuiButton-outlined': { color: 'common.white', borderColor: 'rgba(255,255,255,0.6)' } }}>
          <SerialFlagButtons slug={slug} flags={flags} signedIn={signedIn} />
        </Box>
      </Hero>

      <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: 3 }}>
        <AdminBar>
          <PublishToggle published={serial.publish} onToggle={publish} />
          <Button
            component={RouterLink}
            to={href('serial-update', { serialSlug: slug })}
            startIcon={<EditIcon />}
            size="small"
          >
            {t('detail.edit')}
          </Button>
        </AdminBar>

        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Section title={t('detail.plot')}>
              <PlotText plot={serial.plot} enPlot={serial.en_plot} emptyText={t('plotText.none')} />
            </Section>
          </Box>
          <Paper variant="outlined" sx={{ p: 2, width: { xs: '100%', md: 380 }, flex: '0 0 auto', mt: { md: 4 } }}>
            <SerialInfo serial={serial} />
          </Paper>
        </Stack>

        <SerialSeasons slug={slug} published />
        {isContributor && <SerialSeasons slug={slug} published={false} />}
        <SerialAwards slug={slug} />
        <SerialArtists slug={slug} title={t('detail.artists')} />
        <SerialRoles slug={slug} title={ACTOR_LABEL} />
        <SerialRail slug={slug} kind="similar" />
        <SerialRail slug={slug} kind="suggested" />
        <SerialListedIn slug={slug} />
        <SerialJournals slug={slug} />
      </Box>
    </Box>
  );
}
