import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigate, type Location } from 'react-router';
import { acknowledgeSessionEnd, onSessionExpired, useSessionEnded } from '../../lib/auth-store';
import { navbarVisiblePref, usePref } from '../../lib/prefs';
import { href } from '../../lib/routes';
import { sessionKeys } from '../../lib/session';
import { useSnack } from '../../lib/snackbar';
import { ActivityBar } from './activity-bar';
import { Footer } from './footer';
import { NavBar } from './nav-bar';

const AppSnackbar = lazy(() => import('./app-snackbar').then((m) => ({ default: m.AppSnackbar })));

/** Where ScrollRestoration keeps an entry's scroll: its history key, or its address on a full page load. */
const scrollKey = (location: Location) =>
  location.key === 'default' ? location.pathname + location.search : location.key;

/** The layout every route renders in: navbar, activity bar, page, footer, snackbar. */
export function AppShell() {
  const { t } = useTranslation('common');
  const navbarVisible = usePref(navbarVisiblePref);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const hasSnack = useSnack() !== null;

  // Part 1 section 4: an "Invalid token." answer anywhere clears the session and goes home.
  useEffect(
    () =>
      onSessionExpired(() => {
        queryClient.removeQueries({ queryKey: sessionKeys.all });
        void navigate(href('home'), { replace: true });
      }),
    [queryClient, navigate],
  );
  // Guards send an ended session home; once there, login-required links lead to login again.
  const ended = useSessionEnded();
  const { pathname } = useLocation();
  useEffect(() => {
    if (ended && pathname === href('home')) acknowledgeSessionEnd();
  }, [ended, pathname]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: -9999,
          '&:focus': { left: 8, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1, borderRadius: 1 },
        }}
      >
        {t('skipToContent')}
      </Box>
      {navbarVisible && <NavBar />}
      <ActivityBar />
      {/* At least a screen tall (less the navbar): while a page loads, the footer waits below the fold
          instead of showing near the top and jumping down when the content arrives (layout shift). */}
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{
          flex: 1,
          outline: 'none',
          position: 'relative',
          minHeight: { xs: 'calc(100vh - 56px)', md: 'calc(100vh - 64px)' },
        }}
      >
        <Outlet />
      </Box>
      <Footer />
      {hasSnack && (
        <Suspense fallback={null}>
          <AppSnackbar />
        </Suspense>
      )}
      {/* Every full page load has the key "default": keyed by it, the last loaded page's scroll would carry
          over to the next page loaded (opening it scrolled down). Such an entry is keyed by its address. */}
      <ScrollRestoration getKey={scrollKey} />
    </Box>
  );
}
