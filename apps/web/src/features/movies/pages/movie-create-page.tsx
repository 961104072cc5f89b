import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormPage, saving } from '../../../components/catalogue/form-page';
import { href } from '../../../lib/routes';
import { useCreateMovie } from '../api/create-movie';
import { MovieForm } from '../components/movie-form';
import { emptyMovieForm, movieFormData } from '../components/movie-form-values';

const MODE = { kind: 'create' } as const;

/** movie-create: the new movie waits for an admin; success goes to the movie catalogue (part 2 section 8). */
export function MovieCreatePage() {
  const { t } = useTranslation('movies');
  const navigate = useNavigate();
  const create = useCreateMovie();
  return (
    <FormPage title={t('form.createTitle')}>
      <MovieForm
        mode={MODE}
        defaultValues={emptyMovieForm()}
        submitLabel={t('form.create')}
        {...saving(
          t,
          create,
          (values) => movieFormData(values, MODE),
          t('errors:movieCreated'),
          () => void navigate(href('movie-list')),
        )}
      />
    </FormPage>
  );
}
