import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ArchiveImageEditor } from '../../../components/archive-image-editor';
import { pageGate } from '../../../components/page-gate';
import { nameIn, useEnglish } from '../../../lib/localized';
import { href } from '../../../lib/routes';
import { useDeleteSeasonImage } from '../api/delete-season-image';
import { useSeasonDetail } from '../api/get-season-detail';
import { useUpdateSeasonImages } from '../api/update-season-images';
import { numberedTitle } from '../components/numbered-title';

/** season-image-update: the archive image editor for one season. */
export function SeasonImageUpdatePage() {
  const { serialSlug = '', seasonSlug = '' } = useParams();
  const { t } = useTranslation('serials');
  const detail = useSeasonDetail(serialSlug, seasonSlug);
  const seasonId = detail.data?.season_detail.id ?? 0;
  const save = useUpdateSeasonImages(serialSlug, seasonSlug, seasonId);
  const remove = useDeleteSeasonImage(serialSlug, seasonSlug, seasonId);

  const en = useEnglish();
  const gate = pageGate(t('detail.error'), detail);
  if (gate || !detail.data) return gate;
  const season = detail.data.season_detail;

  return (
    <ArchiveImageEditor
      ns="serials"
      images={season.images}
      heading={
        <>
          {nameIn(season.serial_title, season.serial_i_title, en)} ·{' '}
          {numberedTitle(t, 'season', season.season_num, season.season_name)}
        </>
      }
      backTo={href('season-detail', { serialSlug, seasonSlug })}
      saving={save.isPending}
      savedMessage={t('errors:seasonImagesAdded')}
      onSave={(rows, { onSuccess, onError }) =>
        save.mutate(rows, { onSuccess: (answer) => onSuccess(answer.images ?? null), onError })
      }
      // The season's delete answer is not read: the rows on screen lose the deleted one.
      onDelete={(id, { onSuccess, onError }) => remove.mutate(id, { onSuccess: () => onSuccess(undefined), onError })}
    />
  );
}
