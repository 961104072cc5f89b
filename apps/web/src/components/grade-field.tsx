import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { GRADE_MAX } from '@mfi/contract/limits';
import { Stars } from './stars';

/**
 * The grade 0-100 as a number box and a slider, shown as stars (grade × 0.05 in half steps, part 2
 * sections 5 and 9). The box holds text so that an empty or wrong entry reaches the form's rules. Each
 * caller names its own labels: the review dialog's hint is the spec's «Та 0-100 хооронд тоо оруулна уу!».
 */
export function GradeField({
  labels,
  value,
  onChange,
  error,
  testId,
  sx,
}: {
  labels: { grade: string; hint: string; slider: string };
  value: string;
  onChange(next: string): void;
  /** true marks the box; a text also replaces the hint. */
  error: boolean | string;
  testId?: string;
  sx?: SxProps<Theme>;
}) {
  const number = Number(value);
  const sliderValue = value.trim() !== '' && Number.isFinite(number) ? Math.min(GRADE_MAX, Math.max(0, number)) : 0;
  const invalid = Boolean(error);
  return (
    <Box sx={sx}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          label={labels.grade}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          error={invalid}
          helperText={typeof error === 'string' && error ? error : labels.hint}
          size="small"
          slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-invalid': invalid, 'data-testid': testId } }}
          sx={{ width: 200, maxWidth: '100%' }}
        />
        <Stars grade={value.trim() === '' ? null : sliderValue} size="medium" />
      </Stack>
      <Slider
        value={sliderValue}
        min={0}
        max={GRADE_MAX}
        step={1}
        onChange={(_, next) => onChange(String(next))}
        valueLabelDisplay="auto"
        aria-label={labels.slider}
        sx={{ mt: 1, mx: 1, width: 'calc(100% - 16px)' }}
      />
    </Box>
  );
}
