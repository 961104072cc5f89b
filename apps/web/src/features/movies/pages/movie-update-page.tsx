import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FormPage, useFormPeople, saving } from '../../../components/catalogue/form-page';
import { pageGate } from '../../../components/page-gate';
import { href } from '../../../lib/routes';
import { getAllMovieArtists } from '../api/get-movie-artists';
import { useMovieDetail } from '../api/get-movie-detail';
import { getAllMovieRoles } from '../api/get-movie-roles';
import { movieKeys } from '../api/movie-keys';
import { useUpdateMovie } from '../api/update-movie';
import { MovieForm } from '../components/movie-form';
import { formValuesOf, movieFormData } from '../components/movie-form-values';
import { titleIn, useEnglish } from '../../../lib/localized';

/** movie-update: prefilled (without images), a back button to detail; success goes to movie-detail. */
export function MovieUpdatePage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('movies');
  const en = useEnglish();
  const navigate = useNavigate();
  const detail = useMovieDetail(slug);
  const people = useFormPeople(movieKeys.sub(slug, 'form-people'), detail.isSuccess, {
    artists: () => getAllMovieArtists(slug),
    roles: () => getAllMovieRoles(slug),
  });
  const update = useUpdateMovie(slug);
  const mode = { kind: 'update', slug } as const;
  const detailHref = href('movie-detail', { slug });

  const gate = pageGate(t('detail.error'), detail, people);
  if (gate || !detail.data || !people.data) return gate;
  return (
    <FormPage
      title={t('form.updateTitle')}
      heading={`${t('form.updateTitle')}: ${titleIn(detail.data.movie_detail, en)}`}
      back={{ to: detailHref, label: t('form.back') }}
    >
      <MovieForm
        mode={mode}
        defaultValues={formValuesOf(detail.data.movie_detail, people.data.artists, people.data.roles)}
        submitLabel={t('form.save')}
        {...saving(
          t,
          update,
          (values) => movieFormData(values, mode),
          t('errors:movieUpdated'),
          () => void navigate(detailHref),
        )}
      />
    </FormPage>
  );
}
