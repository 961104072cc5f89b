import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { FormPageFrame } from '../../../components/form-page-frame';
import { pageGate } from '../../../components/page-gate';
import { href } from '../../../lib/routes';
import { useCreateFestival, type FestivalDraft, type FestivalWriteAnswer } from '../api/create-festival';
import { useFestivalDetail } from '../api/get-festival-detail';
import { useUpdateFestival } from '../api/update-festival';
import { FestivalForm } from '../components/festival-form';
import { useSaveOutcome } from '../components/save-outcome';

const detailOf = (answer: FestivalWriteAnswer) => href('award-detail', { slug: answer.slug });

/** award-create: /festival/create (admin): a new festival, then its detail page. */
export function FestivalCreatePage() {
  const { t } = useTranslation('festival');
  const create = useCreateFestival();
  const saved = useSaveOutcome('festivalCreated', detailOf);
  const empty: FestivalDraft = { mongol_name: '', international_name: '', background: null };
  return (
    <FormPageFrame heading={t('form.createHeading')}>
      <FestivalForm
        create
        defaults={empty}
        submitting={create.isPending}
        submitLabel={t('form.create')}
        onSubmit={(draft, fail) => create.mutate(draft, saved(fail))}
      />
    </FormPageFrame>
  );
}

/** award-update: /festival/update/:slug (admin): the names and, when replaced, the background. */
export function FestivalUpdatePage() {
  const { t } = useTranslation('festival');
  const { slug = '' } = useParams();
  const detail = useFestivalDetail(slug);
  const update = useUpdateFestival(slug);
  const saved = useSaveOutcome('festivalUpdated', detailOf);
  const gate = pageGate(t('errors:generic'), detail);
  if (gate || !detail.data) return gate;
  const festival = detail.data;
  return (
    <FormPageFrame
      heading={t('form.updateHeading')}
      before={
        <Button component={RouterLink} to={href('award-detail', { slug })} startIcon={<ArrowBackIcon />}>
          {t('back')}
        </Button>
      }
    >
      <FestivalForm
        create={false}
        current={festival.background}
        defaults={{
          mongol_name: festival.mongol_name,
          international_name: festival.international_name,
          background: null,
        }}
        submitting={update.isPending}
        submitLabel={t('form.save')}
        onSubmit={(draft, fail) => update.mutate(draft, saved(fail))}
      />
    </FormPageFrame>
  );
}
