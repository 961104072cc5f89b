import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { FormPageFrame } from '../../../components/form-page-frame';
import { pageGate } from '../../../components/page-gate';
import { PageLoader } from '../../../components/page-loader';
import { href } from '../../../lib/routes';
import { useCreateAnnual, type AnnualWriteAnswer } from '../api/create-annual';
import { useAnnualDetail } from '../api/get-annual-detail';
import { useFestivalDetail } from '../api/get-festival-detail';
import { useUpdateAnnual } from '../api/update-annual';
import { AnnualForm, dateTimeInput, type AnnualFormValues } from '../components/annual-form';
import { festivalName } from '../components/festival-language';
import { useEnglish } from '../../../lib/localized';
import { useSaveOutcome } from '../components/save-outcome';

const emptyTexts = {
  agenda: '',
  agenda_en: '',
  description: '',
  description_en: '',
  guidance: '',
  guidance_en: '',
  payment_deadline: '',
  results_date: '',
};

const detailOf = (answer: AnnualWriteAnswer) => href('annual-award-detail', { slug: answer.slug, year: answer.year });

/**
 * annual-award-create: /festival/annual/create (admin); `?festival=<slug>` (the festival page's "add edition")
 * starts with that festival picked.
 */
export function AnnualCreatePage() {
  const { t } = useTranslation('festival');
  const [params] = useSearchParams();
  const festivalSlug = params.get('festival') ?? '';
  const festival = useFestivalDetail(festivalSlug, festivalSlug !== '');
  const create = useCreateAnnual();
  const after = useSaveOutcome('annualCreated', detailOf);
  if (festivalSlug && festival.isPending) return <PageLoader />;
  const picked = festival.data
    ? {
        id: festival.data.id,
        slug: festival.data.slug,
        mongol_name: festival.data.mongol_name,
        international_name: festival.data.international_name,
      }
    : null;
  const defaults: AnnualFormValues = { ...emptyTexts, festival: picked, year: '', poster: null };
  return (
    <FormPageFrame heading={t('form.annualCreateHeading')}>
      <AnnualForm
        create
        defaults={defaults}
        submitting={create.isPending}
        submitLabel={t('form.create')}
        onSubmit={(values, fail) => create.mutate(values, after(fail))}
      />
    </FormPageFrame>
  );
}

/** annual-award-update: /festival/annual/update/:slug/:year (admin). */
export function AnnualUpdatePage() {
  const { t } = useTranslation('festival');
  const { slug = '', year: yearParam = '' } = useParams();
  const year = Number(yearParam);
  const detail = useAnnualDetail(slug, year);
  const update = useUpdateAnnual(slug, year);
  const after = useSaveOutcome('annualUpdated', detailOf);
  const english = useEnglish();
  const gate = pageGate(t('errors:generic'), detail);
  if (gate || !detail.data) return gate;
  const edition = detail.data;
  const heading = t('form.annualUpdateHeading', { name: festivalName(edition.festival, english), year });
  const defaults: AnnualFormValues = {
    festival: null,
    year: String(edition.year),
    poster: null,
    agenda: edition.agenda,
    agenda_en: edition.agenda_en,
    description: edition.description,
    description_en: edition.description_en,
    guidance: edition.guidance,
    guidance_en: edition.guidance_en,
    payment_deadline: dateTimeInput(edition.payment_deadline),
    results_date: edition.results_date?.slice(0, 10) ?? '', // a day: the column keeps no time
  };
  return (
    <FormPageFrame
      heading={heading}
      before={
        <Button component={RouterLink} to={href('annual-award-detail', { slug, year })} startIcon={<ArrowBackIcon />}>
          {t('back')}
        </Button>
      }
    >
      <AnnualForm
        create={false}
        current={edition.image}
        defaults={defaults}
        submitting={update.isPending}
        submitLabel={t('form.save')}
        onSubmit={(values, fail) => update.mutate(values, after(fail))}
      />
    </FormPageFrame>
  );
}
