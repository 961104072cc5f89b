import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useController, useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';
import { ImageCropField } from '../../../components/image-crop-field';
import { translateError } from '../../../lib/error-texts';

// Pieces the serial, season and episode forms share.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's output type does not matter here
type AnyControl<T extends FieldValues> = Control<T, any, any>;

export function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="fieldset" sx={{ p: { xs: 1.5, sm: 2.5 }, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, px: 0.5 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}

/** A JPEG crop bound to the form (poster 240x360, background and scene image 1280x720). */
export function CropField<T extends FieldValues>({
  control,
  name,
  label,
  crop,
}: {
  control: AnyControl<T>;
  name: Path<T>;
  label: string;
  crop: { width: number; height: number };
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <ImageCropField
      label={label}
      crop={crop}
      value={field.value as Blob | null}
      onChange={(blob) => {
        field.onChange(blob);
        field.onBlur();
      }}
      error={fieldState.error && fieldState.isTouched ? translateError(t, fieldState.error.message) : undefined}
    />
  );
}

export function CheckField<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: AnyControl<T>;
  name: Path<T>;
  label: string;
}) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      control={<Checkbox checked={Boolean(field.value)} onChange={(_, on) => field.onChange(on)} />}
      label={label}
    />
  );
}

/** A long text with its character counter (plots: 3000 for serials, 1000 for episodes). */
export function PlotField<T extends FieldValues>({
  control,
  name,
  label,
  max,
  required,
}: {
  control: AnyControl<T>;
  name: Path<T>;
  label: string;
  max: number;
  required: boolean;
}) {
  const { t } = useTranslation('serials');
  const length = String(useWatch({ control, name }) ?? '').length;
  return (
    <Box>
      <FormTextField control={control} name={name} label={label} required={required} multiline minRows={4} />
      <Typography
        variant="caption"
        color={length > max ? 'error' : 'text.secondary'}
        sx={{ display: 'block', textAlign: 'right' }}
        aria-live="polite"
      >
        {t('form.counter', { count: length, max })}
      </Typography>
    </Box>
  );
}

/** Runs a contract schema over the form's wire fields and reports the first issue of each field. */
export function issuesOf(
  result:
    { success: true } | { success: false; error: { issues: { path: PropertyKey[]; code: string; message: string }[] } },
  rename: Record<string, string> = {},
): Record<string, { type: string; message: string }> {
  const errors: Record<string, { type: string; message: string }> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const wire = String(issue.path[0] ?? 'root');
      const field = rename[wire] ?? wire;
      errors[field] ??= { type: issue.code, message: issue.message };
    }
  }
  return errors;
}
