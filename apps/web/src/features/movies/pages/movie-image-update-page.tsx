import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ArchiveImageEditor } from '../../../components/archive-image-editor';
import { pageGate } from '../../../components/page-gate';
import { titleIn, useEnglish } from '../../../lib/localized';
import { href } from '../../../lib/routes';
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

  const en = useEnglish();
  const gate = pageGate(t('detail.error'), detail);
  if (gate || !detail.data) return gate;
  return (
    <ArchiveImageEditor
      ns="movies"
      images={detail.data.movie_detail.images}
      heading={titleIn(detail.data.movie_detail, en)}
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
