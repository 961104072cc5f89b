import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { href } from '../../../lib/routes';
import { useAddressedEdition } from '../components/registration-edition';
import { useGuidance } from '../api/registration-guidance';
import { RegistrationFailure } from '../components/registration-failure';
import { GuidanceHtml } from '../components/registration-guidance-html';
import { useEditionName } from '../components/submission-hero';
import type { RegistrationGuidanceResponse } from '@mfi/contract/festival.schemas';

function GuidelinesView({ guidance }: { guidance: RegistrationGuidanceResponse }) {
  const { t } = useTranslation('submission');
  const name = useEditionName(guidance.festival);
  const edition = { name: guidance.festival.slug, year: String(guidance.year) };
  return (
    <Box sx={{ maxWidth: 900, mx: 'auto', px: { xs: 2, sm: 3 }, py: 3 }}>
      <PageTitle title={t('guidelines.title')} />
      <Typography color="text.secondary">{`${name} ${guidance.year}`}</Typography>
      <PageHeading fontSize={{ xs: '1.6rem', sm: '2.125rem' }} sx={{ mb: 3 }}>
        {t('guidelines.title')}
      </PageHeading>
      <GuidanceHtml guidance={guidance} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 4, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={href('mfi-home')}>
          {t('guidelines.festivalPage')}
        </Button>
        <Button component={RouterLink} to={href('annual-award-register', undefined, edition)} variant="contained">
          {t('register')}
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * annual-award-guidelines /festival/annual/guidelines?name=&year= (the current edition without them): the
 * edition's guidance; a failure is the server's message in red with a link home (part 1 section 8).
 */
export function GuidelinesPage() {
  const { t } = useTranslation('submission');
  const addressed = useAddressedEdition();
  const guidance = useGuidance(addressed.edition);
  if (addressed.pending || (addressed.edition && guidance.isPending)) return <PageLoader />;
  if (!guidance.data)
    return <RegistrationFailure error={addressed.error ?? guidance.error} title={t('guidelines.title')} />;
  return <GuidelinesView guidance={guidance.data} />;
}
