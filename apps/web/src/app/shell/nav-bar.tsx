import MenuIcon from '@mui/icons-material/Menu';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { grantEntrantFlag } from '../../features/festival/api/registration-entrant-flag';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { navSetPref, usePref } from '../../lib/prefs';
import { externalLinks, firstStepArticle, href } from '../../lib/routes';
import { useSession } from '../../lib/session';
import { HeaderSearch } from '../../features/search/components/header-search';
import { LanguageToggle } from './language-toggle';
import { NavGroupMenu } from './nav-group-menu';
import { visibleNavGroups } from './nav-model';
import { NavSetToggle } from './nav-set-toggle';
import { navButtonSx } from './nav-styles';
import { UserMenu } from './user-menu';

// The drawer loads when first opened (mobile only), keeping Modal and List out of the initial JS.
const loadDrawer = () => import('./nav-drawer');
const NavDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.NavDrawer })));

const desktop = { display: { xs: 'none', md: 'flex' } } as const;
const mobile = { display: { xs: 'inline-flex', md: 'none' } } as const;

export function NavBar() {
  const { t } = useTranslation('nav');
  const { t: tc } = useTranslation('common');
  const navSet = usePref(navSetPref);
  const { isAuthenticated, profile } = useSession();
  const groups = visibleNavGroups(navSet, isAuthenticated, profile);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const drawerId = useId();

  return (
    <AppBar position="sticky" elevation={0} component="header">
      <Toolbar sx={{ gap: 0.5, minHeight: { xs: 56, md: 64 }, px: { xs: 1, sm: 2 } }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={t('openMenu')}
          aria-controls={drawerOpen ? drawerId : undefined}
          aria-expanded={drawerOpen ? 'true' : 'false'}
          onPointerEnter={() => void loadDrawer()}
          onClick={() => {
            setDrawerUsed(true);
            setDrawerOpen(true);
          }}
          sx={mobile}
        >
          <MenuIcon />
        </IconButton>
        <Button
          component={RouterLink}
          to={href('home')}
          color="inherit"
          title={tc('siteName')}
          sx={{ fontWeight: 800, fontSize: '1.25rem', letterSpacing: 1, color: 'secondary.main', px: 1, minWidth: 0 }}
        >
          {tc('shortName')}
        </Button>
        <Box
          component="nav"
          aria-label={t('mainLabel')}
          sx={{ ...desktop, alignItems: 'center', gap: 0.25, flexWrap: 'wrap' }}
        >
          <Button color="inherit" component={RouterLink} to={href('home')} sx={navButtonSx}>
            {t('home')}
          </Button>
          <Button
            color="inherit"
            component="a"
            href={externalLinks.festival}
            target="_blank"
            rel="noopener noreferrer"
            endIcon={<OpenInNewIcon sx={{ fontSize: '1rem !important' }} />}
            sx={navButtonSx}
          >
            {t('festival')}
          </Button>
          <Button color="inherit" component={RouterLink} to={firstStepArticle} sx={navButtonSx}>
            {t('firstStep')}
          </Button>
          {groups.map((group) => (
            <NavGroupMenu key={group.id} group={group} />
          ))}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <HeaderSearch />
        <Box sx={{ ...desktop, mr: 1 }}>
          <NavSetToggle />
        </Box>
        <LanguageToggle />
        <NotificationBell grantEntrant={grantEntrantFlag} />
        <UserMenu />
      </Toolbar>
      {drawerUsed && (
        <Suspense fallback={null}>
          <NavDrawer id={drawerId} open={drawerOpen} onClose={() => setDrawerOpen(false)} groups={groups} />
        </Suspense>
      )}
    </AppBar>
  );
}
