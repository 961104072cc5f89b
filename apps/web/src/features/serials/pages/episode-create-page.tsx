import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormPage, saving } from '../../../components/catalogue/form-page';
import { useCreateEpisode } from '../api/create-episode';
import { createdSeasonPage } from '../components/created-season-page';
import { EpisodeForm, emptyEpisodeForm, episodeFormData } from '../components/episode-form';

const MODE = { kind: 'create' } as const;

/** episode-create: a success goes to the new episode's season; a failure says so and stays (unlike the original). */
export function EpisodeCreatePage() {
  const { t } = useTranslation('serials');
  const navigate = useNavigate();
  const create = useCreateEpisode();
  return (
    <FormPage title={t('form.episodeCreateTitle')}>
      <EpisodeForm
        mode={MODE}
        defaultValues={emptyEpisodeForm()}
        submitLabel={t('form.create')}
        {...saving(
          t,
          create,
          (values) => episodeFormData(values, MODE),
          t('errors:episodeCreated'),
          (answer) => void navigate(createdSeasonPage(answer)),
        )}
      />
    </FormPage>
  );
}
