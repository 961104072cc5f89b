import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense, useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CROPS } from '@mfi/contract/limits';
import { applyServerErrors } from '../../../lib/form';
import { ImageCropField } from '../../../components/image-crop-field';
import { contractResolver } from './contract-resolver';
import { FormActions } from './form-actions';
import { errorList, FormErrors } from './form-errors';
import type { DetailedReview, DetailedValues } from './review-types';

const ReviewEditor = lazy(() => import('./review-editor'));

type FormValues = { title: string; review: string; cover: Blob | null };

const TOOLS = ['bold', 'italic', 'heading', 'bulletList', 'orderedList', 'blockquote'] as const;

interface DetailedFormProps {
  ns: string;
  current: DetailedReview;
  withCover: boolean;
  schema: z.ZodType;
  ids: Record<string, unknown>;
  onClose(): void;
  onSave(values: DetailedValues): Promise<unknown>;
  onDelete(): Promise<unknown>;
}

/**
 * A critic's detailed review (part 2 sections 3, 5): title and rich text required, an optional JPEG cover
 * for episodes, the errors array, save, and delete after a confirmation.
 */
export function DetailedReviewDialog({ open, ...props }: DetailedFormProps & { open: boolean }) {
  const { t } = useTranslation(props.ns);
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={props.onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId}>{t('rating.detailed')}</DialogTitle>
      {open && <DetailedForm {...props} />}
    </Dialog>
  );
}

function DetailedForm({ ns, current, withCover, schema, ids, onClose, onSave, onDelete }: DetailedFormProps) {
  const { t } = useTranslation(ns);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const form = useForm<FormValues>({
    defaultValues: { title: current.title, review: current.review, cover: null },
    resolver: contractResolver<FormValues>(schema, ids),
  });
  const { errors, isSubmitting } = form.formState;
  const exists = current.title !== '';
  const newCover = useWatch({ control: form.control, name: 'cover' });

  const submit = form.handleSubmit(async (values) => {
    setServerErrors([]);
    try {
      await onSave({ title: values.title.trim(), review: values.review, cover: values.cover });
      onClose();
    } catch (error) {
      const { matched, rest } = applyServerErrors(error, form.setError, {
        title: 'title',
        review: 'review',
        cover: 'cover',
      });
      setServerErrors(matched || rest.length > 0 ? rest : ['generic']);
    }
  });

  const toolLabels = Object.fromEntries(TOOLS.map((tool) => [tool, t(`rating.tools.${tool}`)]));
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogContent sx={{ pt: 1 }}>
        <TextField
          {...form.register('title')}
          label={t('rating.detailedTitle')}
          fullWidth
          error={Boolean(errors.title)}
          sx={{ mt: 1, mb: 2 }}
        />
        <Typography
          variant="caption"
          color={errors.review ? 'error' : 'text.secondary'}
          component="p"
          sx={{ mb: 0.5 }}
          aria-hidden
        >
          {t('rating.detailedText')}
        </Typography>
        <Controller
          control={form.control}
          name="review"
          render={({ field }) => (
            <Suspense fallback={<CircularProgress size={24} aria-label={t('rating.loading')} />}>
              <ReviewEditor
                value={field.value}
                onChange={field.onChange}
                label={t('rating.detailedText')}
                toolLabels={toolLabels}
                invalid={Boolean(errors.review)}
              />
            </Suspense>
          )}
        />
        {withCover && (
          <Box sx={{ mt: 2 }}>
            {current.cover && !newCover && (
              <Box
                component="img"
                src={current.cover}
                alt={t('rating.detailedCurrentCover')}
                sx={{ width: '100%', maxWidth: 320, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1, mb: 1 }}
              />
            )}
            <Controller
              control={form.control}
              name="cover"
              render={({ field }) => (
                <ImageCropField
                  label={t('rating.detailedCover')}
                  crop={CROPS.scene}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
            <Typography variant="caption" color="text.secondary">
              {t('rating.detailedCoverHint')}
            </Typography>
          </Box>
        )}
        <FormErrors title={t('rating.errorsTitle')} messages={errorList(errors, serverErrors)} />
      </DialogContent>
      <FormActions
        ns={ns}
        canDelete={exists}
        deleteTitle={t('rating.detailedDeleteTitle')}
        deleteText={t('rating.detailedDeleteText')}
        busy={isSubmitting}
        onDelete={onDelete}
        onClose={onClose}
        onDeleteError={() => setServerErrors(['generic'])}
      />
    </form>
  );
}
