import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useController, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormTextField } from '../../../components/form-text-field';
import { FormPageFrame } from '../../../components/form-page-frame';
import { Poster } from '../../../components/poster';
import { ContentField, CoverField, JournalTagsField, TypeFields } from './journal-form-fields';
import { journalFormResolver, type JournalFormMode, type JournalFormValues } from './journal-form-values';
import { RelatedField, type RelatedKind } from './related-field';
import { FormBlock } from '../../../components/form-block';

function Related({ control, kind, label }: { control: Control<JournalFormValues>; kind: RelatedKind; label: string }) {
  const { field } = useController({ control, name: kind });
  return <RelatedField kind={kind} label={label} value={field.value} onChange={field.onChange} />;
}

/**
 * Journal create and update (part 2 sections 2, 5): the contract's rules; Save stays disabled until the form
 * is valid and the content non-empty. The header names the page (the journal, on update) and holds Save and,
 * on update, Back to the journal.
 */
export function JournalForm({
  mode,
  heading,
  backHref,
  currentCover,
  defaultValues,
  submitting,
  submitLabel,
  onSubmit,
}: {
  mode: JournalFormMode;
  heading: string;
  backHref?: string;
  /** The update form's cover as it is, kept unless a new one is chosen. */
  currentCover?: string | null;
  defaultValues: JournalFormValues;
  submitting: boolean;
  submitLabel: string;
  onSubmit(values: JournalFormValues): void;
}) {
  const { t } = useTranslation('journals');
  const form = useForm<JournalFormValues>({ mode: 'all', resolver: journalFormResolver(mode), defaultValues });
  const { control, handleSubmit, formState, setValue } = form;
  const saveDisabled = !formState.isValid || submitting;
  const save = (
    <Button type="submit" form="journal-form" variant="contained" disabled={saveDisabled}>
      {submitting ? t('form.saving') : submitLabel}
    </Button>
  );

  return (
    <FormPageFrame
      heading={heading}
      before={
        backHref && (
          <Button component={RouterLink} to={backHref} startIcon={<ArrowBackIcon />}>
            {t('form.back')}
          </Button>
        )
      }
      after={save}
    >
      <Stack id="journal-form" component="form" noValidate spacing={3} onSubmit={handleSubmit(onSubmit)}>
        <FormBlock title={t('form.main')}>
          <FormTextField control={control} name="title" label={t('form.title')} required />
          <CoverField control={control} label={t('form.cover')} />
          {currentCover && (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Poster src={currentCover} alt={t('form.currentCover')} ratio="16 / 9" width={160} />
              <Typography variant="body2" color="text.secondary">
                {t('form.keepCover')}
              </Typography>
            </Stack>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr' } }}>
            <TypeFields control={control} setValue={setValue} />
          </Box>
          <JournalTagsField control={control} label={t('form.tags')} />
        </FormBlock>

        <ContentField control={control} label={t('form.content')} />

        <FormBlock title={t('form.related')}>
          <Related control={control} kind="artists" label={t('form.artists')} />
          <Related control={control} kind="movies" label={t('form.movies')} />
          <Related control={control} kind="serials" label={t('form.serials')} />
        </FormBlock>

        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>{save}</Box>
      </Stack>
    </FormPageFrame>
  );
}
