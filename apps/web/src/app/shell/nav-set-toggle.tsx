import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { navSetPref, usePref, type NavSet } from '../../lib/prefs';

/** Institute vs film-fund navigation set (persisted). `tone` adapts it to the dark bar or the light drawer. */
export function NavSetToggle({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t } = useTranslation('nav');
  const navSet = usePref(navSetPref);
  const dark = tone === 'dark';
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={navSet}
      aria-label={t('navSet.label')}
      onChange={(_, value: NavSet | null) => value && navSetPref.set(value)}
      sx={
        dark
          ? {
              '& .MuiToggleButton-root': {
                color: 'rgba(255,255,255,0.75)',
                borderColor: 'rgba(255,255,255,0.3)',
                py: 0.25,
                whiteSpace: 'nowrap',
              },
              '& .MuiToggleButton-root.Mui-selected': { color: 'secondary.main', bgcolor: 'rgba(245,197,24,0.12)' },
            }
          : undefined
      }
    >
      <ToggleButton value="institute">{t('navSet.institute')}</ToggleButton>
      <ToggleButton value="fund">{t('navSet.fund')}</ToggleButton>
    </ToggleButtonGroup>
  );
}
