import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FormPage, saving } from '../../../components/catalogue/form-page';
import { pageGate } from '../../../components/page-gate';
import { nameIn, useEnglish } from '../../../lib/localized';
import { href } from '../../../lib/routes';
import { useEpisodeDetail } from '../api/get-episode-detail';
import { useUpdateEpisode } from '../api/update-episode';
import { EpisodeForm, emptyEpisodeForm, episodeFormData } from '../components/episode-form';
import { numberedTitle } from '../components/numbered-title';

/** episode-update: prefilled; only the Mongolian plot is required among the plots. */
export function EpisodeUpdatePage() {
  const { serialSlug = '', seasonSlug = '', episodeSlug = '' } = useParams();
  const { t } = useTranslation('serials');
  const navigate = useNavigate();
  const en = useEnglish();
  const detail = useEpisodeDetail(serialSlug, seasonSlug, episodeSlug);
  const update = useUpdateEpisode(serialSlug, seasonSlug);
  const mode = { kind: 'update', serialSlug, seasonSlug, episodeSlug } as const;

  const gate = pageGate(t('detail.error'), detail);
  if (gate || !detail.data) return gate;
  const episode = detail.data.episode_detail;
  return (
    <FormPage
      title={t('form.episodeUpdateTitle')}
      heading={`${t('form.episodeUpdateTitle')}: ${nameIn(episode.ser_title, episode.ser_i_title, en)} · ${numberedTitle(
        t,
        'season',
        episode.season_num,
        episode.sea_title,
      )}`}
      back={{ to: href('episode-detail', mode), label: t('form.back') }}
    >
      <EpisodeForm
        mode={mode}
        defaultValues={{
          ...emptyEpisodeForm(),
          number: String(episode.e_num),
          name: episode.e_title,
          name_en: episode.name_en,
          runtime: episode.runtime === null ? '' : String(episode.runtime),
          plot: episode.plot,
          en_plot: episode.eng_plot,
        }}
        submitLabel={t('form.save')}
        {...saving(
          t,
          update,
          (values) => episodeFormData(values, mode),
          t('errors:episodeUpdated'),
          (answer: { episode_slug?: string | null }) =>
            navigate(href('episode-detail', { ...mode, episodeSlug: answer.episode_slug ?? episodeSlug })),
        )}
      />
    </FormPage>
  );
}
