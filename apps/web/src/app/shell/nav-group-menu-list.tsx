import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { NavGroup } from './nav-model';

export function NavGroupMenuList({
  id,
  labelledBy,
  group,
  anchor,
  onClose,
}: {
  id: string;
  labelledBy: string;
  group: NavGroup;
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('nav');
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': labelledBy } }}
    >
      {group.items.map((item) => (
        <MenuItem key={item.to} component={RouterLink} to={item.to} onClick={onClose}>
          {t(item.labelKey)}
        </MenuItem>
      ))}
    </Menu>
  );
}
