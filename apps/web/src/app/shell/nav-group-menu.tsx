import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavGroup } from './nav-model';
import { navButtonSx } from './nav-styles';

// Menus load on first use: MUI's Popover/Modal stack is not part of the home page's initial JS.
const loadList = () => import('./nav-group-menu-list');
const NavGroupMenuList = lazy(() => loadList().then((m) => ({ default: m.NavGroupMenuList })));

/** One dropdown of the desktop bar; MUI's Menu gives arrow-key navigation and Escape. */
export function NavGroupMenu({ group }: { group: NavGroup }) {
  const { t } = useTranslation('nav');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const id = useId();
  const open = anchor !== null;
  return (
    <>
      <Button
        color="inherit"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-controls={open ? `${id}-menu` : undefined}
        aria-expanded={open ? 'true' : undefined}
        endIcon={<ExpandMoreIcon />}
        onPointerEnter={() => void loadList()}
        onFocus={() => void loadList()}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
        sx={navButtonSx}
      >
        {t(group.labelKey)}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <NavGroupMenuList
            id={`${id}-menu`}
            labelledBy={`${id}-button`}
            group={group}
            anchor={anchor}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
