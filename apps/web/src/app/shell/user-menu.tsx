import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session';

const loadList = () => import('./user-menu-list');
const UserMenuList = lazy(() => loadList().then((m) => ({ default: m.UserMenuList })));
// A member's avatar (MUI's Avatar) is not in a guest's first load: the plain icon holds its place meanwhile.
const MemberAvatar = lazy(() => import('../../components/member-avatar').then((m) => ({ default: m.MemberAvatar })));

/** The avatar button; its menu (guest: login, signup; signed in: see user-menu-list) loads on first use. */
export function UserMenu() {
  const { t } = useTranslation('nav');
  const { profile } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const id = useId();
  const open = anchor !== null;
  return (
    <>
      <IconButton
        color="inherit"
        id={`${id}-button`}
        aria-label={t('user.menu')}
        aria-haspopup="menu"
        aria-controls={open ? `${id}-menu` : undefined}
        aria-expanded={open ? 'true' : undefined}
        onPointerEnter={() => void loadList()}
        onFocus={() => void loadList()}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
      >
        {profile ? (
          <Suspense fallback={<AccountCircleIcon />}>
            <MemberAvatar name={profile.name} image={profile.image} alt="" sx={{ width: 32, height: 32 }} />
          </Suspense>
        ) : (
          <AccountCircleIcon />
        )}
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <UserMenuList id={`${id}-menu`} labelledBy={`${id}-button`} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
