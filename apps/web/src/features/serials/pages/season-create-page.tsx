import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormPage } from '../../../components/catalogue/form-page';
import { ApiError } from '../../../lib/api-client';
import { showSnack } from '../../../lib/snackbar';
import { useCreateSeason } from '../api/create-season';
import { createdSeasonPage } from '../components/created-season-page';
import { emptySeasonForm, SeasonForm, seasonFormData } from '../components/season-form';

const MODE = { kind: 'create' } as const;

/** season-create: success goes to the new season; a failure shows the server's message when it sent one. */
export function SeasonCreatePage() {
  const { t } = useTranslation('serials');
  const navigate = useNavigate();
  const create = useCreateSeason();
  return (
    <FormPage title={t('form.seasonCreateTitle')}>
      <SeasonForm
        mode={MODE}
        defaultValues={emptySeasonForm()}
        submitting={create.isPending}
        submitLabel={t('form.create')}
        onSubmit={(values) =>
          create.mutate(seasonFormData(values, MODE), {
            onSuccess: (answer) => {
              showSnack(t('errors:seasonCreated'), 'success');
              void navigate(createdSeasonPage(answer));
            },
            onError: (error) => {
              const message =
                error instanceof ApiError && typeof (error.body as { message?: unknown })?.message === 'string'
                  ? (error.body as { message: string }).message
                  : t('errors:generic');
              showSnack(message, 'error');
            },
          })
        }
      />
    </FormPage>
  );
}
