import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FormPage, saving } from '../../../components/catalogue/form-page';
import { pageGate } from '../../../components/page-gate';
import { href } from '../../../lib/routes';
import { useSeasonDetail } from '../api/get-season-detail';
import { useUpdateSeason } from '../api/update-season';
import { emptySeasonForm, SeasonForm, seasonFormData } from '../components/season-form';

/** season-update: number, name, trailer and poster; the serial's title and poster are shown read-only. */
export function SeasonUpdatePage() {
  const { serialSlug = '', seasonSlug = '' } = useParams();
  const { t } = useTranslation('serials');
  const navigate = useNavigate();
  const detail = useSeasonDetail(serialSlug, seasonSlug);
  const update = useUpdateSeason(serialSlug);

  const gate = pageGate(t('detail.error'), detail);
  if (gate || !detail.data) return gate;
  const season = detail.data.season_detail;
  const mode = {
    kind: 'update',
    serialSlug,
    seasonSlug,
    serialTitle: season.serial_title,
    serialPoster: season.serial_poster,
  } as const;
  return (
    <FormPage
      title={t('form.seasonUpdateTitle')}
      back={{ to: href('season-detail', { serialSlug, seasonSlug }), label: t('form.back') }}
    >
      <SeasonForm
        mode={mode}
        defaultValues={{
          ...emptySeasonForm(),
          season_number: String(season.season_num),
          season_title: season.season_name,
          trailer: season.season_trailer,
        }}
        submitLabel={t('form.save')}
        // The slug follows the number and name, so go where the server says the season now lives.
        {...saving(
          t,
          update,
          (values) => seasonFormData(values, mode),
          t('errors:seasonUpdated'),
          (answer: { season_slug?: string | null }) =>
            navigate(href('season-detail', { serialSlug, seasonSlug: answer.season_slug ?? seasonSlug })),
        )}
      />
    </FormPage>
  );
}
