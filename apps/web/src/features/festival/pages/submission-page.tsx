import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { CurrentAnnualResponse } from '@mfi/contract/festival.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MessagePage } from '../../../components/message-page';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { isNotFound } from '../../../lib/api-client';
import { href } from '../../../lib/routes';
import { useGuidance } from '../api/registration-guidance';
import { useCurrentAnnual } from '../api/submission-current-annual';
import { RegistrationFailure } from '../components/registration-failure';
import { GuidanceHtml } from '../components/registration-guidance-html';
import { SubmissionHero, useEditionName } from '../components/submission-hero';
import { Prerequisites } from '../components/submission-prerequisites';

const STEPS = ['prepare', 'guidance'] as const;

/** Step 2: the edition's guidance, then the way to the registration wizard. */
function GuidanceStep({ edition, onBack }: { edition: CurrentAnnualResponse; onBack(): void }) {
  const { t } = useTranslation('submission');
  const guidance = useGuidance({ name: edition.slug, year: edition.year });
  const register = href('annual-award-register', undefined, { name: edition.slug, year: String(edition.year) });
  return (
    <Stack spacing={3}>
      {guidance.isPending ? (
        <Typography color="text.secondary">{t('common:loading')}</Typography>
      ) : guidance.data ? (
        <GuidanceHtml guidance={guidance.data} />
      ) : (
        <Typography color="error">{t('errors:generic')}</Typography>
      )}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button onClick={onBack} startIcon={<ArrowBackIcon />}>
          {t('back')}
        </Button>
        <Button component={RouterLink} to={register} variant="contained" startIcon={<HowToRegIcon />}>
          {t('register')}
        </Button>
      </Stack>
    </Stack>
  );
}

function SubmissionView({ edition }: { edition: CurrentAnnualResponse }) {
  const { t } = useTranslation('submission');
  const name = useEditionName(edition);
  const [step, setStep] = useState(0);
  return (
    <>
      <PageTitle title={`${name} ${edition.year}`} />
      <SubmissionHero edition={edition}>
        <Typography sx={{ opacity: 0.9, mb: 2 }}>{t('lead')}</Typography>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            component={RouterLink}
            to={href('award-detail', { slug: edition.slug })}
            variant="contained"
            color="secondary"
          >
            {t('previousEditions')}
          </Button>
          <Button
            component={RouterLink}
            to={href('festival-list')}
            variant="outlined"
            sx={{ color: 'common.white', borderColor: 'rgba(255,255,255,0.6)' }}
          >
            {t('allFestivals')}
          </Button>
        </Stack>
      </SubmissionHero>
      <Box component="section" sx={{ maxWidth: 900, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 } }}>
        <Typography variant="h5" component="h2" sx={{ mb: 3, fontWeight: 700 }}>
          {t('howTo')}
        </Typography>
        <Stepper activeStep={step} sx={{ mb: 3 }}>
          {STEPS.map((key) => (
            <Step key={key}>
              <StepLabel>{t(`steps.${key}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {step === 0 ? (
          <Stack spacing={3}>
            <Box>
              <Prerequisites />
            </Box>
            <Box>
              <Button variant="contained" endIcon={<ArrowForwardIcon />} onClick={() => setStep(1)}>
                {t('next')}
              </Button>
            </Box>
          </Stack>
        ) : (
          <GuidanceStep edition={edition} onBack={() => setStep(0)} />
        )}
      </Box>
    </>
  );
}

/** mfi-home /submission (part 1 section 2 "Festival page"): this year's edition and how to enter a film. */
export function SubmissionPage() {
  const { t } = useTranslation('submission');
  const current = useCurrentAnnual();
  if (current.isPending) return <PageLoader />;
  if (isNotFound(current.error))
    return (
      <MessagePage
        title={t('title')}
        text={t('empty')}
        action={
          <Button component={RouterLink} to={href('festival-list')} variant="contained">
            {t('allFestivals')}
          </Button>
        }
      />
    );
  if (!current.data) return <RegistrationFailure error={current.error} title={t('title')} />;
  return <SubmissionView edition={current.data} />;
}
