import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DIARY_REVIEW_MAX } from '@mfi/contract/limits';
import type { DiaryEntry, DiaryKind } from '@mfi/contract/diary.schemas';
import { ubToday } from '@mfi/contract/fields';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { GradeField } from '../../../components/grade-field';
import { translateError } from '../../../lib/error-texts';
import { applyServerErrors, schemaResolver } from '../../../lib/form';
import type { ViewingBody } from '../api/save-diary-entry';
import { diaryFormSchema, diaryFormValues, type DiaryFormValues } from './diary-form';

/**
 * The log dialog (issue 29): the day (today in Ulaanbaatar by default, no later day offered), rewatch, a
 * grade (a number and a slider, shown as stars, as the rating panel's; a season takes none), the review and
 * tags. Logs a new viewing, or edits `entry` (with a delete after a confirmation).
 */
export function DiaryEntryDialog({
  open,
  kind,
  title,
  entry,
  onClose,
  onSave,
  onDelete,
}: {
  open: boolean;
  kind: DiaryKind;
  /** What was watched, under the dialog's heading. */
  title: string;
  entry?: DiaryEntry;
  onClose(): void;
  onSave(body: ViewingBody): Promise<unknown>;
  onDelete?(): Promise<unknown>;
}) {
  const { t } = useTranslation('diary');
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>
        {t(entry ? 'dialog.editTitle' : 'dialog.title')}
        <Typography component="span" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
      </DialogTitle>
      {/* Mounted per opening, so the form starts from today or the entry as it is now. */}
      {open && <DiaryForm kind={kind} entry={entry} onClose={onClose} onSave={onSave} onDelete={onDelete} />}
    </Dialog>
  );
}

function DiaryForm({
  kind,
  entry,
  onClose,
  onSave,
  onDelete,
}: {
  kind: DiaryKind;
  entry?: DiaryEntry;
  onClose(): void;
  onSave(body: ViewingBody): Promise<unknown>;
  onDelete?(): Promise<unknown>;
}) {
  const { t } = useTranslation('diary');
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const form = useForm<DiaryFormValues, unknown, ViewingBody>({
    defaultValues: diaryFormValues(entry),
    resolver: schemaResolver<DiaryFormValues, ViewingBody>(diaryFormSchema(kind)),
  });
  const { errors, isSubmitting } = form.formState;
  const [graded, review] = useWatch({ control: form.control, name: ['graded', 'review'] });
  const errorText = (message: string | undefined) => translateError(t, message);

  const submit = form.handleSubmit(async (body) => {
    setServerErrors([]);
    try {
      await onSave(body);
      onClose();
    } catch (error) {
      const { matched, rest } = applyServerErrors(error, form.setError, {
        date: 'date',
        grade: 'grade',
        review: 'review',
        tags: 'tags',
        rewatch: 'rewatch',
      });
      setServerErrors(matched || rest.length > 0 ? rest : [t('errors:generic')]);
    }
  });

  const remove = async () => {
    if (!onDelete) return;
    setDeleting(true);
    try {
      await onDelete();
      setConfirming(false);
      onClose();
    } catch {
      setServerErrors([t('errors:generic')]);
      setConfirming(false);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="diary-form">
      <DialogContent sx={{ pt: 1 }}>
        <Stack spacing={2.5}>
          <TextField
            {...form.register('date')}
            type="date"
            label={t('dialog.date')}
            required
            error={Boolean(errors.date)}
            helperText={errorText(errors.date?.message) || t('dialog.dateHint')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: ubToday(), 'data-testid': 'diary-date' } }}
            sx={{ maxWidth: 260 }}
          />
          <Controller
            control={form.control}
            name="rewatch"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    slotProps={{ input: { 'data-testid': 'diary-rewatch' } as object }}
                  />
                }
                label={t('dialog.rewatch')}
              />
            )}
          />
          {kind !== 'season' && (
            <Box>
              <Controller
                control={form.control}
                name="graded"
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={field.value}
                        onChange={(event) => {
                          field.onChange(event.target.checked);
                          if (event.target.checked && form.getValues('grade') === '') form.setValue('grade', '80');
                        }}
                        slotProps={{ input: { 'data-testid': 'diary-graded' } as object }}
                      />
                    }
                    label={t('dialog.graded')}
                  />
                )}
              />
              {graded && (
                <Controller
                  control={form.control}
                  name="grade"
                  render={({ field }) => (
                    <GradeField
                      labels={{
                        grade: t('dialog.grade'),
                        hint: t('dialog.gradeHint'),
                        slider: t('dialog.gradeSlider'),
                      }}
                      value={field.value}
                      onChange={field.onChange}
                      error={errorText(errors.grade?.message)}
                      testId="diary-grade"
                      sx={{ pl: { sm: 4 } }}
                    />
                  )}
                />
              )}
            </Box>
          )}
          {kind === 'season' && (
            <Typography variant="body2" color="text.secondary">
              {t('dialog.seasonNoGrade')}
            </Typography>
          )}
          <TextField
            {...form.register('review')}
            label={t('dialog.review')}
            multiline
            minRows={3}
            fullWidth
            error={Boolean(errors.review)}
            helperText={
              errorText(errors.review?.message) ||
              t('dialog.reviewHint', { count: review.length, max: DIARY_REVIEW_MAX })
            }
            slotProps={{ htmlInput: { 'data-testid': 'diary-review' } }}
          />
          <TextField
            {...form.register('tags')}
            label={t('dialog.tags')}
            fullWidth
            error={Boolean(errors.tags)}
            helperText={errorText(errors.tags?.message) || t('dialog.tagsHint')}
            slotProps={{ htmlInput: { 'data-testid': 'diary-tags' } }}
          />
          {serverErrors.length > 0 && (
            <Alert severity="error" role="alert">
              {serverErrors.map((text) => (
                <div key={text}>{errorText(text)}</div>
              ))}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {entry && onDelete && (
          <Button color="error" onClick={() => setConfirming(true)} sx={{ mr: 'auto' }} data-testid="diary-delete">
            {t('dialog.delete')}
          </Button>
        )}
        <Button onClick={onClose}>{t('dialog.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={isSubmitting} data-testid="diary-save">
          {t('dialog.save')}
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={confirming}
        title={t('dialog.deleteTitle')}
        text={t('dialog.deleteText')}
        confirm={t('dialog.delete')}
        cancel={t('dialog.cancel')}
        busy={deleting}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      />
    </form>
  );
}
