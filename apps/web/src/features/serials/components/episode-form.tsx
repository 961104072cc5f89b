import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CROPS, EPISODE_PLOT_MAX } from '@mfi/contract/limits';
import { episodeCreateFields, episodeUpdateFields } from '@mfi/contract/serials.schemas';
import {
  Block,
  CropField,
  numericProps,
  PlotField,
  SubmitRow,
  type KindFormProps,
} from '../../../components/catalogue/title-form';
import { contractResolver } from '../../../components/catalogue/title-form-values';
import { FormTextField } from '../../../components/form-text-field';
import { FormSearchPicker, type Pick } from './search-picker';

// Episode create (choose season, number, name, runtime, scene image, both plots) and update (the same
// without the season; only the Mongolian plot required): part 2 sections 2, 5, 7.

export type EpisodeFormValues = {
  season: Pick | null;
  number: string;
  name: string;
  name_en: string;
  runtime: string;
  background: Blob | null;
  plot: string;
  en_plot: string;
};
export type EpisodeFormMode =
  { kind: 'create' } | { kind: 'update'; serialSlug: string; seasonSlug: string; episodeSlug: string };

export const emptyEpisodeForm = (): EpisodeFormValues => ({
  season: null,
  number: '',
  name: '',
  name_en: '',
  runtime: '',
  background: null,
  plot: '',
  en_plot: '',
});

/** The wire fields of each call, and how their names map back to the form's. */
function wireFields(values: EpisodeFormValues, mode: EpisodeFormMode): Record<string, string> {
  return mode.kind === 'create'
    ? {
        season: JSON.stringify(values.season?.id ?? null),
        epi_number: values.number,
        epi_name: values.name,
        name_en: values.name_en,
        epi_runtime: values.runtime,
        plot: values.plot,
        en_plot: values.en_plot,
      }
    : {
        serialSlug: mode.serialSlug,
        seasonSlug: mode.seasonSlug,
        episodeSlug: mode.episodeSlug,
        episode_number: values.number,
        episode_name: values.name,
        name_en: values.name_en,
        episode_runtime: values.runtime,
        plot: values.plot,
        en_plot: values.en_plot,
      };
}
const FIELD_OF: Record<string, string> = {
  epi_number: 'number',
  epi_name: 'name',
  epi_runtime: 'runtime',
  episode_number: 'number',
  episode_name: 'name',
  episode_runtime: 'runtime',
};

export function episodeFormResolver(mode: EpisodeFormMode) {
  const schema = mode.kind === 'create' ? episodeCreateFields : episodeUpdateFields;
  // The picker sends "null" until a season is chosen; the schema answers seasonRequired for it.
  return contractResolver<EpisodeFormValues>(
    (values) => schema.safeParse({ ...wireFields(values, mode), season: values.season?.id ?? '' }),
    FIELD_OF,
  );
}

export function episodeFormData(values: EpisodeFormValues, mode: EpisodeFormMode): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(wireFields(values, mode))) body.append(key, value);
  if (values.background) body.append('episode-background', values.background, 'background.jpg');
  return body;
}

export function EpisodeForm({
  mode,
  defaultValues,
  submitting,
  onSubmit,
  submitLabel,
}: KindFormProps<EpisodeFormValues, EpisodeFormMode>) {
  const { t } = useTranslation('serials');
  const { control, handleSubmit, formState } = useForm<EpisodeFormValues>({
    mode: 'all',
    resolver: episodeFormResolver(mode),
    defaultValues,
  });
  const isCreate = mode.kind === 'create';
  const numeric = numericProps(5);
  return (
    <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit(onSubmit)} data-testid="episode-form">
      {isCreate && (
        <Block title={t('form.season')}>
          <FormSearchPicker control={control} name="season" kind="season" label={t('form.chooseSeason')} />
        </Block>
      )}
      <Block title={t('form.episode')}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: '1fr 2fr 2fr 1fr' },
          }}
        >
          <FormTextField control={control} name="number" label={t('field.episode_number')} required {...numeric} />
          <FormTextField control={control} name="name" label={t('field.episode_name')} required />
          <FormTextField control={control} name="name_en" label={t('field.episode_name_en')} />
          <FormTextField control={control} name="runtime" label={t('field.runtimeMinutes')} required {...numeric} />
        </Box>
        <CropField control={control} name="background" label={t('form.sceneImage')} crop={CROPS.scene} />
      </Block>
      <Block title={t('form.plots')}>
        <PlotField control={control} name="plot" label={t('field.plot')} max={EPISODE_PLOT_MAX} required />
        <PlotField
          control={control}
          name="en_plot"
          label={t('field.en_plot')}
          max={EPISODE_PLOT_MAX}
          required={isCreate}
        />
      </Block>
      <SubmitRow disabled={!formState.isValid || submitting} label={submitLabel} />
    </Stack>
  );
}
