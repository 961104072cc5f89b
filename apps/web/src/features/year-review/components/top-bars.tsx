import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { ReactNode } from 'react';

// A ranked list with a bar per row (top genres, countries, directors; the grades side by side): plain boxes
// whose width is the row's share of the largest, so it reads the same as a list to a screen reader.

export type BarRow = {
  key: string | number;
  label: ReactNode;
  value: number;
  shown?: string;
  to?: string;
  lang?: string;
};

export function TopBars({ rows, max, color = 'primary.main' }: { rows: BarRow[]; max?: number; color?: string }) {
  const most = max ?? Math.max(1, ...rows.map((r) => r.value));
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
      {rows.map((row) => (
        <Box component="li" key={row.key}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.25 }}>
            <Typography variant="body2" lang={row.lang} sx={{ overflowWrap: 'anywhere' }}>
              {row.to ? (
                <Link component={RouterLink} to={row.to}>
                  {row.label}
                </Link>
              ) : (
                row.label
              )}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {row.shown ?? row.value}
            </Typography>
          </Box>
          <Box sx={{ height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden' }}>
            <Box sx={{ height: '100%', width: `${Math.round((row.value / most) * 100)}%`, bgcolor: color }} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
