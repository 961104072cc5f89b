import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

/**
 * A two-thumb range; `null` means the filter is not applied. Moving a thumb applies it; the checkbox clears it
 * (or applies the full range).
 * The value is committed when a thumb is released, so the URL and the list do not change on every pixel.
 */
export function RangeFilter({
  label,
  min,
  max,
  value,
  onChange,
}: {
  label: string;
  min: number;
  max: number;
  value: [number, number] | null;
  onChange(v: [number, number] | null): void;
}) {
  // While a thumb moves the draft shows; once released the committed value takes over again.
  const [moving, setMoving] = useState<[number, number] | null>(null);
  const draft = moving ?? value ?? [min, max];
  const active = value !== null;
  return (
    <Box sx={{ px: 1 }}>
      <FormControlLabel
        control={<Checkbox size="small" checked={active} onChange={(_, on) => onChange(on ? [min, max] : null)} />}
        label={
          <Typography variant="body2">
            {label}
            {active ? `: ${draft[0]}–${draft[1]}` : ''}
          </Typography>
        }
      />
      <Slider
        sx={{ opacity: active ? 1 : 0.6 }}
        value={draft}
        min={min}
        max={max}
        valueLabelDisplay="auto"
        getAriaLabel={(index) => `${label} ${index === 0 ? min : max}`}
        onChange={(_, next) => setMoving(next as [number, number])}
        onChangeCommitted={(_, next) => {
          setMoving(null);
          onChange(next as [number, number]);
        }}
        disableSwap
      />
    </Box>
  );
}
