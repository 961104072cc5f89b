import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { navSetPref, usePref, type NavSet } from '../../lib/prefs';

const NAV_SETS: NavSet[] = ['institute', 'fund'];

/**
 * Institute vs film-fund navigation set (persisted). `tone` adapts it to the dark bar or the light drawer.
 * Two pressed/unpressed buttons drawn with the shell's Button: MUI's ToggleButtonGroup would add its own
 * code to every first load.
 */
export function NavSetToggle({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t } = useTranslation('nav');
  const navSet = usePref(navSetPref);
  const dark = tone === 'dark';
  return (
    <Box role="group" aria-label={t('navSet.label')} sx={{ display: 'inline-flex' }}>
      {NAV_SETS.map((value) => {
        const selected = value === navSet;
        return (
          <Button
            key={value}
            size="small"
            aria-pressed={selected}
            onClick={() => navSetPref.set(value)}
            sx={{
              minWidth: 0,
              px: '7px',
              py: dark ? 0.25 : '7px',
              fontSize: '0.8125rem',
              whiteSpace: 'nowrap',
              borderRadius: 0,
              border: 1,
              borderColor: dark ? 'rgba(255,255,255,0.3)' : 'divider',
              '&:first-of-type': { borderTopLeftRadius: 4, borderBottomLeftRadius: 4 },
              '&:last-of-type': { borderTopRightRadius: 4, borderBottomRightRadius: 4, ml: '-1px' },
              color: selected
                ? dark
                  ? 'secondary.main'
                  : 'text.primary'
                : dark
                  ? 'rgba(255,255,255,0.75)'
                  : 'action.active',
              bgcolor: selected ? (dark ? 'rgba(245,197,24,0.12)' : 'action.selected') : 'transparent',
              '&:hover': {
                bgcolor: selected
                  ? dark
                    ? 'rgba(245,197,24,0.2)'
                    : 'action.focus'
                  : dark
                    ? 'rgba(255,255,255,0.08)'
                    : 'action.hover',
              },
            }}
          >
            {t(`navSet.${value}`)}
          </Button>
        );
      })}
    </Box>
  );
}
