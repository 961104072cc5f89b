import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { GRADE_MAX } from '@mfi/contract/limits';
import { Stars } from '../../../components/stars';

/**
 * The grade 0-100 as a number box and a slider, shown as stars (grade × 0.05 in half steps, part 2
 * sections 5 and 9). The box holds text so that an empty or wrong entry reaches the form's rules; its
 * hint is the spec's «Та 0-100 хооронд тоо оруулна уу!» (part 2 section 5, movie rating / episode grade).
 */
export function GradeField({
  ns,
  value,
  onChange,
  invalid,
}: {
  ns: string;
  value: string;
  onChange(next: string): void;
  invalid: boolean;
}) {
  const { t } = useTranslation(ns);
  const number = Number(value);
  const sliderValue = value.trim() !== '' && Number.isFinite(number) ? Math.min(GRADE_MAX, Math.max(0, number)) : 0;
  return (
    <Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          label={t('rating.grade')}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          error={invalid}
          helperText={t('rating.gradeHint')}
          size="small"
          slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-invalid': invalid } }}
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
        aria-label={t('rating.gradeSlider')}
        sx={{ mt: 1, mx: 1, width: 'calc(100% - 16px)' }}
      />
    </Box>
  );
}
