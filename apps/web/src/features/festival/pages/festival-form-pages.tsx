import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { FormPageFrame } from '../../../components/form-page-frame';
import { MessagePage } from '../../../components/message-page';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageLoader } from '../../../components/page-loader';
import { isNotFound } from '../../../lib/api-client';
import { href } from '../../../lib/routes';
import { showSnack } from '../../../lib/snackbar';
import { useCreateFestival, type FestivalDraft } from '../api/create-festival';
import { useFestivalDetail } from '../api/get-festival-detail';
import { useUpdateFestival } from '../api/update-festival';
import { FestivalForm } from '../components/festival-form';

const snackError = (t: (key: string) => string) => showSnack(t('errors:generic'), 'error');

/** award-create: /festival/create (admin): a new festival, then its detail page. */
export function FestivalCreatePage() {
  const { t } = useTranslation('festival');
  const navigate = useNavigate();
  const create = useCreateFestival();
  const empty: FestivalDraft = { mongol_name: '', international_name: '', background: null };
  return (
    <FormPageFrame heading={t('form.createHeading')}>
      <FestivalForm
        create
        defaults={empty}
        submitting={create.isPending}
        submitLabel={t('form.create')}
        onSubmit={(draft, fail) =>
          create.mutate(draft, {
            onSuccess: (answer) => {
              showSnack(t('errors:festivalCreated'), 'success');
              void navigate(href('award-detail', { slug: answer.slug }));
            },
            onError: (error) => {
              fail(error);
              snackError(t);
            },
          })
        }
      />
    </FormPageFrame>
  );
}

/** award-update: /festival/update/:slug (admin): the names and, when replaced, the background. */
export function FestivalUpdatePage() {
  const { t } = useTranslation('festival');
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const detail = useFestivalDetail(slug);
  const update = useUpdateFestival(slug);
  if (detail.isPending) return <PageLoader />;
  if (isNotFound(detail.error)) return <NotFoundPage />;
  if (!detail.data) return <MessagePage title={t('form.updateHeading')} text={t('errors:generic')} />;
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
        onSubmit={(draft, fail) =>
          update.mutate(draft, {
            onSuccess: (answer) => {
              showSnack(t('errors:festivalUpdated'), 'success');
              void navigate(href('award-detail', { slug: answer.slug }));
            },
            onError: (error) => {
              fail(error);
              snackError(t);
            },
          })
        }
      />
    </FormPageFrame>
  );
}
