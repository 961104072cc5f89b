import { JOBS } from '@mfi/contract/catalogue.enums';
import { useTranslation } from 'react-i18next';
import type { PersonRef } from '../../components/people-editor-state';
import { afterSave } from '../../components/catalogue/form-page';
import { showSnack } from '../../lib/snackbar';
import { useCreateArtist } from '../../features/artists/api/create-artist';
import { ArtistForm, emptyArtistForm } from '../../features/artists/components/artist-form';
import { useCreateMovie, type MovieFormAnswer } from '../../features/movies/api/create-movie';
import { MovieForm } from '../../features/movies/components/movie-form';
import { emptyMovieForm, movieFormData } from '../../features/movies/components/movie-form-values';
import type { FilmRef } from '../../features/festival/components/registration-slots';
import { RegistrationWizardPage } from '../../features/festival/pages/registration-wizard-page';

// The festival registration wizard (features/festival) with the artists' and movies' own create forms and
// calls as its director and film steps: features do not import each other, so they meet here.

const MOVIE_CREATE = { kind: 'create' } as const;

/** The new row's id, which the artist and movie create calls answer beside the slug. */
function createdId(answer: { slug: string; id?: number }): number {
  if (answer.id === undefined) throw new Error(`The create call did not answer the id of ${answer.slug}`);
  return answer.id;
}

function DirectorForm({ onCreated }: { onCreated(director: PersonRef): void }) {
  const { t } = useTranslation('artists');
  const create = useCreateArtist();
  return (
    <ArtistForm
      mode="create"
      defaultValues={{ ...emptyArtistForm, festival: true }}
      onSave={async (payload) => {
        const answer = await create.mutateAsync(payload);
        showSnack(t('errors:artistCreated'), 'success');
        onCreated({ id: createdId(answer), name: payload.pro_name, name_en: payload.pro_name_en, photo: null });
      }}
      onFailure={() => showSnack(t('errors:artistCreateFailed'), 'error')}
    />
  );
}

/** The crew job a film's director holds (contract JOBS). */
const DIRECTOR_JOB = JOBS.find((job) => job.en === 'Director')!.value;

function FilmForm({ director, onCreated }: { director: PersonRef | null; onCreated(film: FilmRef): void }) {
  const { t } = useTranslation('movies');
  const create = useCreateMovie();
  return (
    <MovieForm
      mode={MOVIE_CREATE}
      defaultValues={{
        ...emptyMovieForm(),
        festival: true,
        artists: director ? [{ person: director, jobs: [DIRECTOR_JOB] }] : [],
      }}
      submitLabel={t('form.create')}
      submitting={create.isPending}
      onSubmit={(values) =>
        create.mutate(
          movieFormData(values, MOVIE_CREATE),
          afterSave(t, t('errors:movieCreated'), (answer: MovieFormAnswer) =>
            onCreated({ id: createdId(answer), name: values.m_title || values.i_title }),
          ),
        )
      }
    />
  );
}

const slots = { DirectorForm, FilmForm };

/** annual-award-register: the wizard with its two create forms. */
export function FestivalRegistrationRoute() {
  return <RegistrationWizardPage {...slots} />;
}
