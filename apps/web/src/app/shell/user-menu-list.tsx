import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLogout } from '../../features/accounts/api/logout';
import { adminBarHidePref, usePref } from '../../lib/prefs';
import { href } from '../../lib/routes';
import { useSession } from '../../lib/session';
import { anchoredMenu, type AnchoredMenuProps } from './anchored-menu';
import { userMenuSections } from './nav-model';

/** Guest: login, signup. Signed in: own pages, create links, role groups, admin-bar toggle, logout. */
export function UserMenuList(props: AnchoredMenuProps) {
  const { onClose } = props;
  const { t } = useTranslation('nav');
  const { isAuthenticated, profile } = useSession();
  const adminBarHide = usePref(adminBarHidePref);
  const logout = useLogout();

  // Menu children must be a flat array (MUI focuses items by index), hence no fragments.
  const entries: ReactNode[] = [];
  if (!isAuthenticated) {
    entries.push(
      <MenuItem key="login" component={RouterLink} to={href('login')} onClick={onClose}>
        {t('user.login')}
      </MenuItem>,
      <MenuItem key="signup" component={RouterLink} to={href('signup')} onClick={onClose}>
        {t('user.signup')}
      </MenuItem>,
    );
  } else {
    for (const section of userMenuSections(profile)) {
      if (section.headerKey) {
        entries.push(<Divider key={`${section.id}-divider`} />);
        entries.push(<ListSubheader key={`${section.id}-header`}>{t(section.headerKey)}</ListSubheader>);
      }
      for (const item of section.items) {
        entries.push(
          <MenuItem key={item.to} component={RouterLink} to={item.to} onClick={onClose}>
            {t(item.labelKey)}
          </MenuItem>,
        );
      }
    }
    entries.push(<Divider key="actions-divider" />);
    // The catalogue's editors, whose admin bars stand on every title and artist page.
    if (profile?.powers.edit_catalogue) {
      entries.push(
        <MenuItem key="admin-bar" onClick={() => adminBarHidePref.set(!adminBarHide)}>
          {t(adminBarHide ? 'user.adminBarShow' : 'user.adminBarHide')}
        </MenuItem>,
      );
    }
    entries.push(
      <MenuItem
        key="logout"
        disabled={logout.isPending}
        onClick={() => {
          onClose();
          logout.mutate();
        }}
      >
        {t('user.logout')}
      </MenuItem>,
    );
  }

  return (
    <Menu
      {...anchoredMenu(props)}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        list: { 'aria-labelledby': props.labelledBy, dense: true },
        paper: { sx: { minWidth: 220, maxHeight: '80vh' } },
      }}
    >
      {entries}
    </Menu>
  );
}
