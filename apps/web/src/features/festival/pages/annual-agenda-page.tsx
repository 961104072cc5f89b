import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AnnualDetailResponse } from '@mfi/contract/festival.schemas';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { pageGate } from '../../../components/page-gate';
import { PageHeading } from '../../../components/page-heading';
import { PageTitle } from '../../../components/page-title';
import { href } from '../../../lib/routes';
import { useAnnualDetail } from '../api/get-annual-detail';
import { FestivalHtml } from '../components/festival-html';
import { festivalName } from '../components/festival-language';
import { textIn, useEnglish } from '../../../lib/localized';

function AgendaView({ edition }: { edition: AnnualDetailResponse }) {
  const { t } = useTranslation('festival');
  const english = useEnglish();
  const { slug } = edition.festival;
  const { year } = edition;
  const name = festivalName(edition.festival, english);
  const agenda = textIn(edition.agenda, edition.agenda_en, english);
  const heading = t('agenda.heading', { name, year });
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 3 }}>
      <PageTitle title={heading} />
      <Button
        component={RouterLink}
        to={href('annual-award-detail', { slug, year })}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 1 }}
      >
        {t('agenda.back', { name, year })}
      </Button>
      <PageHeading fontSize={{ xs: '1.6rem', sm: '2.125rem' }} sx={{ mb: 3 }}>
        {heading}
      </PageHeading>
      {agenda.html ? (
        <FestivalHtml html={agenda.html} lang={agenda.lang} testId="annual-agenda" />
      ) : (
        <Typography color="text.secondary" data-testid="annual-agenda-empty">
          {t('agenda.empty')}
        </Typography>
      )}
    </Box>
  );
}

/** annual-award-agenda: /festival/annual/agenda/:slug/:year, the edition's agenda in the reader's language. */
export function AnnualAgendaPage() {
  const { t } = useTranslation('festival');
  const { slug = '', year = '' } = useParams();
  const query = useAnnualDetail(slug, Number(year));
  const gate = pageGate(t('errors:generic'), query);
  if (gate || !query.data) return gate;
  return <AgendaView edition={query.data} />;
}
