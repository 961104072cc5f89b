import GridViewIcon from '@mui/icons-material/GridView';
import ViewListIcon from '@mui/icons-material/ViewList';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

export type Layout = 'list' | 'grid';

/**
 * List or grid (archive images, a season's episodes). Plain buttons rather than a ToggleButtonGroup: sharing
 * the shell's one split it into an initial chunk.
 */
export function LayoutToggle({
  ns,
  layout,
  onChange,
  sx,
}: {
  ns: string;
  layout: Layout;
  onChange(layout: Layout): void;
  sx?: object;
}) {
  const { t } = useTranslation(ns);
  return (
    <Stack direction="row" role="group" aria-label={t('images.layout')} sx={sx}>
      {(['list', 'grid'] as const).map((value) => (
        <IconButton
          key={value}
          aria-pressed={layout === value}
          aria-label={t(`images.${value}`)}
          color={layout === value ? 'primary' : 'default'}
          onClick={() => onChange(value)}
        >
          {value === 'list' ? <ViewListIcon /> : <GridViewIcon />}
        </IconButton>
      ))}
    </Stack>
  );
}
