import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { parseGrade } from '@mfi/contract/reviews.schemas';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyServerErrors } from '../../../lib/form';
import { contractResolver } from './contract-resolver';
import { FormActions } from './form-actions';
import { errorList, FormErrors } from './form-errors';
import { GradeField } from '../../../components/grade-field';
import type { OwnReview, ReviewValues } from './review-types';

type FormValues = { grade: string; review: string; spoiler: boolean };

export interface ReviewFormProps {
  ns: string;
  /** Movies and episodes take a grade; seasons only the text (part 2 section 5). */
  withGrade: boolean;
  reviewMax: number;
  /** The contract's submit body and the title's ids in it, so the form checks the server's rule. */
  schema: z.ZodType;
  ids: Record<string, unknown>;
}

/**
 * The rating dialog: grade (slider shown as stars), short review with its limit, spoiler flag, the
 * errors array, save, and delete after a confirmation. It opens with the caller's review loaded.
 */
export function ReviewFormDialog({
  open,
  current,
  onClose,
  onSave,
  onDelete,
  ...props
}: ReviewFormProps & {
  open: boolean;
  current: OwnReview;
  onClose(): void;
  onSave(values: ReviewValues): Promise<unknown>;
  onDelete(): Promise<unknown>;
}) {
  const { t } = useTranslation(props.ns);
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{t(props.withGrade ? 'rating.dialogTitle' : 'rating.reviewDialogTitle')}</DialogTitle>
      {/* Mounted per opening so the form starts from the review just loaded. */}
      {open && <ReviewForm {...props} current={current} onClose={onClose} onSave={onSave} onDelete={onDelete} />}
    </Dialog>
  );
}

/**
 * The contract's body stops at the first failing field group (a too-long review hides a wrong grade), so
 * the grade's own rule is added here: the errors array lists every problem at once.
 */
function withGradeRule(resolver: Resolver<FormValues>, withGrade: boolean): Resolver<FormValues> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const grade = withGrade ? parseGrade(values.grade) : 0;
    if (typeof grade === 'number' || result.errors.grade) return result;
    return { values: {}, errors: { grade: { type: 'custom', message: grade }, ...result.errors } };
  };
}

function ReviewForm({
  ns,
  withGrade,
  reviewMax,
  schema,
  ids,
  current,
  onClose,
  onSave,
  onDelete,
}: ReviewFormProps & {
  current: OwnReview;
  onClose(): void;
  onSave(values: ReviewValues): Promise<unknown>;
  onDelete(): Promise<unknown>;
}) {
  const { t } = useTranslation(ns);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const withoutGrade = withGrade ? {} : { grade: undefined };
  const form = useForm<FormValues>({
    defaultValues: {
      grade: current.grade === null || current.grade === undefined ? '' : String(current.grade),
      review: current.review,
      spoiler: current.spoiler,
    },
    resolver: withGradeRule(contractResolver<FormValues>(schema, { ...ids, ...withoutGrade }), withGrade),
  });
  const { errors, isSubmitting } = form.formState;
  const review = useWatch({ control: form.control, name: 'review' });

  const submit = form.handleSubmit(async (values) => {
    setServerErrors([]);
    try {
      await onSave({ grade: Number(values.grade), review: values.review.trim(), spoiler: values.spoiler });
      onClose();
    } catch (error) {
      const { matched, rest } = applyServerErrors(error, form.setError, {
        grade: 'grade',
        review: 'review',
        spoiler: 'spoiler',
      });
      setServerErrors(matched || rest.length > 0 ? rest : ['generic']);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogContent sx={{ pt: 1 }}>
        {withGrade && (
          <Controller
            control={form.control}
            name="grade"
            render={({ field }) => (
              <GradeField
                labels={{ grade: t('rating.grade'), hint: t('rating.gradeHint'), slider: t('rating.gradeSlider') }}
                value={field.value}
                onChange={field.onChange}
                error={Boolean(errors.grade)}
              />
            )}
          />
        )}
        <TextField
          {...form.register('review')}
          label={t('rating.review')}
          multiline
          minRows={4}
          fullWidth
          error={Boolean(errors.review)}
          helperText={t('rating.reviewHint', { count: review.length, max: reviewMax })}
          sx={{ mt: 2 }}
        />
        <Controller
          control={form.control}
          name="spoiler"
          render={({ field }) => (
            <FormControlLabel
              control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
              label={t('rating.spoiler')}
            />
          )}
        />
        <FormErrors title={t('rating.errorsTitle')} messages={errorList(errors, serverErrors)} />
      </DialogContent>
      <FormActions
        ns={ns}
        canDelete={current.review_check}
        deleteTitle={t('rating.deleteTitle')}
        deleteText={t(withGrade ? 'rating.deleteText' : 'rating.deleteReviewText')}
        busy={isSubmitting}
        onDelete={onDelete}
        onClose={onClose}
        onDeleteError={() => setServerErrors(['generic'])}
      />
    </form>
  );
}
