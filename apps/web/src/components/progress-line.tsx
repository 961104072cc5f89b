import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';

/** A stretch of the line sweeping across, again and again. */
const sweep = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * The shell's thin "loading" line (the activity bar, the page loader). Drawn here rather than with MUI's
 * LinearProgress, which every first load of the site would otherwise download for these three pixels.
 */
export function ProgressLine({
  label,
  color = 'primary',
  hidden = false,
  sx,
}: {
  label: string;
  color?: 'primary' | 'secondary';
  hidden?: boolean;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-hidden={hidden}
      sx={[
        { height: 4, overflow: 'hidden', visibility: hidden ? 'hidden' : 'visible', position: 'relative' },
        (theme) => ({ bgcolor: `color-mix(in srgb, ${theme.palette[color].main} 30%, transparent)` }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        sx={{
          width: '40%',
          height: '100%',
          bgcolor: `${color}.main`,
          animation: hidden ? 'none' : `${sweep} 1.2s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%' },
        }}
      />
    </Box>
  );
}
