import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import LockIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { RegistrationGuidanceResponse } from '@mfi/contract/festival.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlerts } from '../../../components/error-alerts';
import { MessagePage } from '../../../components/message-page';
import { PageHeading } from '../../../components/page-heading';
import { PageLoader } from '../../../components/page-loader';
import type { PersonRef } from '../../../components/people-editor-state';
import { PageTitle } from '../../../components/page-title';
import { ApiError } from '../../../lib/api-client';
import { useSubmitErrors } from '../../../lib/form';
import { href } from '../../../lib/routes';
import { useSession } from '../../../lib/session';
import { useGuidance } from '../api/registration-guidance';
import { useRegisterFilm } from '../api/registration-register';
import { EntrantAccessRequest } from '../components/entrant-access-request';
import { ContactFields, useContactForm, type ContactValues } from '../components/registration-contact-form';
import { useAddressedEdition } from '../components/registration-edition';
import { RegistrationFailure } from '../components/registration-failure';
import type { FilmRef, RegistrationSlots } from '../components/registration-slots';
import { DirectorStep, FilmStep, GuidanceStep, IntroStep } from '../components/registration-steps';
import { RegistrationSuccessDialog } from '../components/registration-success-dialog';
import { useEditionName } from '../components/submission-hero';

const STEPS = ['intro', 'guidance', 'artists', 'film', 'submit'] as const;

/** The edition's fee deadline (Ulaanbaatar wall time, `YYYY-MM-DDTHH:mm`) is behind us. */
export const feeDeadlinePassed = (deadline: string | null, now = Date.now()) =>
  deadline !== null && Date.parse(`${deadline.slice(0, 16)}:00+08:00`) < now;

function Wizard({ guidance, slots }: { guidance: RegistrationGuidanceResponse; slots: RegistrationSlots }) {
  const { t } = useTranslation('submission');
  const navigate = useNavigate();
  const edition = useEditionName(guidance.festival);
  const [step, setStep] = useState(0);
  const [accepted, setAccepted] = useState(false);
  const [director, setDirector] = useState<PersonRef | null>(null);
  const [film, setFilm] = useState<FilmRef | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  const contact = useContactForm();
  const register = useRegisterFilm();
  const errors = useSubmitErrors<ContactValues>(contact.setError, {
    director_id: 'director_id',
    email: 'email',
    email_code: 'email_code',
    phone_code: 'phone_code',
    phone_number: 'phone_number',
    movie_link: 'movie_link',
    consent1: 'consent1',
    consent2: 'consent2',
    consent3: 'consent3',
    consent4: 'consent4',
  });

  // Picking the director from the catalogue is optional: the register number on the last step names them.
  const ready = [true, accepted, true, film !== null];
  const title = `${t('wizard.title')} · ${edition} ${guidance.year}`;

  const submit = contact.handleSubmit(async (values) => {
    if (!film) return;
    errors.set([]);
    try {
      await register.mutateAsync({
        ...values,
        movie: film.id,
        director_artist: director?.id,
        festival: guidance.festival.slug,
        year: guidance.year,
      });
      setDone(true);
    } catch (error) {
      // A field's text goes under its field; anything else (refused, a second registration) replaces the page.
      errors.fail(error);
      const fields = error instanceof ApiError && error.status === 400 ? Object.keys(error.body ?? {}) : [];
      if (!fields.some((field) => field in contact.getValues())) setFailure(error);
    }
  });

  if (failure) return <RegistrationFailure error={failure} title={title} />;

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 3 }}>
      <PageTitle title={title} />
      <Typography color="text.secondary">{`${edition} ${guidance.year}`}</Typography>
      <PageHeading fontSize={{ xs: '1.5rem', sm: '2rem' }} sx={{ mb: 3 }}>
        {t('wizard.title')}
      </PageHeading>
      <Stepper
        activeStep={step}
        alternativeLabel
        sx={{ mb: 1, '& .MuiStepLabel-label': { display: { xs: 'none', sm: 'block' } } }}
      >
        {STEPS.map((key) => (
          <Step key={key}>
            <StepLabel>{t(`wizard.steps.${key}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography variant="h5" component="h2" sx={{ my: 3, fontWeight: 700 }}>
        {t('wizard.stepOf', { step: step + 1, count: STEPS.length, name: t(`wizard.steps.${STEPS[step]}`) })}
      </Typography>

      {step === 0 && <IntroStep edition={`${edition} ${guidance.year}`} />}
      {step === 1 && <GuidanceStep guidance={guidance} accepted={accepted} onAccept={setAccepted} />}
      {step === 2 && <DirectorStep director={director} onChange={setDirector} DirectorForm={slots.DirectorForm} />}
      {step === 3 && <FilmStep film={film} director={director} onChange={setFilm} FilmForm={slots.FilmForm} />}
      {step === 4 && (
        <Stack component="form" noValidate spacing={2} onSubmit={submit} id="registration-form">
          <ErrorAlerts texts={errors.texts} />
          <Typography color="text.secondary">
            {t('wizard.summary', { film: film?.name ?? '', director: director?.name ?? '' })}
          </Typography>
          <ContactFields control={contact.control} />
        </Stack>
      )}

      <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 4, flexWrap: 'wrap' }}>
        {step > 0 && (
          <Button onClick={() => setStep(step - 1)} startIcon={<ArrowBackIcon />}>
            {t('back')}
          </Button>
        )}
        {step < STEPS.length - 1 ? (
          <Button
            variant="contained"
            endIcon={<ArrowForwardIcon />}
            disabled={!ready[step]}
            onClick={() => setStep(step + 1)}
          >
            {t('next')}
          </Button>
        ) : (
          <Button
            type="submit"
            form="registration-form"
            variant="contained"
            disabled={!contact.formState.isValid || !ready.every(Boolean) || register.isPending}
          >
            {t('wizard.submit')}
          </Button>
        )}
      </Stack>
      <RegistrationSuccessDialog open={done} guidance={guidance} onClose={() => void navigate(href('home'))} />
    </Box>
  );
}

/**
 * annual-award-register /festival/annual/register?name=&year= (login; part 1 sections 2, 5, 6, 8): the five
 * steps for a member with the entrant flag; others are told how to get it (EntrantAccessRequest). The director's and the
 * film's create forms come from app/routes (`slots`).
 */
export function RegistrationWizardPage(slots: RegistrationSlots) {
  const { t } = useTranslation('submission');
  const { isProfileLoading } = useSession();
  const addressed = useAddressedEdition();
  const guidance = useGuidance(addressed.edition);
  if (isProfileLoading || addressed.pending || (addressed.edition && guidance.isPending)) return <PageLoader />;
  // Who may register is the server's to say (policies/festival.policy.ts, answered as can_register).
  if (guidance.data && !guidance.data.can_register)
    return <EntrantAccessRequest requested={guidance.data.entrant_requested} />;
  if (!guidance.data)
    return <RegistrationFailure error={addressed.error ?? guidance.error} title={t('wizard.title')} />;
  // The server refuses a registration after the fee deadline: say so before the five steps, not after.
  if (feeDeadlinePassed(guidance.data.payment_deadline))
    return <MessagePage title={t('wizard.title')} text={t('errors:registrationClosed')} icon={<LockIcon />} />;
  return <Wizard guidance={guidance.data} slots={slots} />;
}
