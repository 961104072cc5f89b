import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ArchiveImageEditor } from '../../../components/archive-image-editor';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageLoader } from '../../../components/page-loader';
import { href } from '../../../lib/routes';
import { isNotFound } from '../../../lib/api-client';
import { useDeleteMovieImage } from '../api/delete-movie-image';
import { useMovieDetail } from '../api/get-movie-detail';
import { useUpdateMovieImages } from '../api/update-movie-images';

/** movie-image-update (part 2 section 2): the archive image editor for one movie. */
export function MovieImageUpdatePage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('movies');
  const detail = useMovieDetail(slug);
  const movieId = detail.data?.movie_detail.id ?? 0;
  const save = useUpdateMovieImages(slug);
  const remove = useDeleteMovieImage(slug, movieId);

  if (detail.isError && isNotFound(detail.error)) return <NotFoundPage />;
  if (detail.isError)
    return (
      <Alert severity="error" sx={{ m: 3 }}>
        {t('detail.error')}
      </Alert>
    );
  if (!detail.data) return <PageLoader />;

  return (
    <ArchiveImageEditor
      ns="movies"
      images={detail.data.movie_detail.images}
      heading={detail.data.movie_detail.m_title}
      backTo={href('movie-detail', { slug })}
      saving={save.isPending}
      savedMessage={t('errors:movieImagesAdded')}
      onSave={(rows, { onSuccess, onError }) =>
        save.mutate(rows, { onSuccess: (answer) => onSuccess(answer.images), onError })
      }
      onDelete={(id, { onSuccess, onError }) =>
        remove.mutate(id, { onSuccess: (answer) => onSuccess(answer.images), onError })
      }
    />
  );
}
