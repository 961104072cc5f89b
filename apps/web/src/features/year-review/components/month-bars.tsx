import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

// The month by month chart of the year in review: twelve SVG bars drawn by hand (decision 038: a charting
// library would cost more than the whole page for one bar chart), scaled to the busiest month, each with its
// count above it and a title a pointer or screen reader reads.

const W = 600;
const H = 220;
const TOP = 24;
const BOTTOM = 28;

export function MonthBars({ months, label }: { months: number[]; label: string }) {
  const { t } = useTranslation('yearReview');
  const theme = useTheme();
  const most = Math.max(1, ...months);
  const step = W / 12;
  const room = H - TOP - BOTTOM;
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={label}
      sx={{ width: '100%', height: 'auto', maxHeight: 280, display: 'block' }}
    >
      {months.map((n, i) => {
        const h = Math.round((n / most) * room);
        const x = i * step + step * 0.15;
        const month = t(`months.${i + 1}`);
        return (
          <g key={i}>
            <title>{t('monthCount', { month, count: n })}</title>
            <rect
              x={x}
              y={TOP + room - Math.max(h, 2)}
              width={step * 0.7}
              height={Math.max(h, 2)}
              rx={4}
              fill={n ? theme.palette.primary.main : theme.palette.divider}
            />
            {n > 0 && (
              <text
                x={x + step * 0.35}
                y={TOP + room - h - 6}
                textAnchor="middle"
                fontSize={14}
                fill={theme.palette.text.primary}
              >
                {n}
              </text>
            )}
            <text x={x + step * 0.35} y={H - 8} textAnchor="middle" fontSize={14} fill={theme.palette.text.secondary}>
              {t(`monthsShort.${i + 1}`)}
            </text>
          </g>
        );
      })}
    </Box>
  );
}
