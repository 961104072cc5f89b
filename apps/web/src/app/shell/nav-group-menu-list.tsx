import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { anchoredMenu, type AnchoredMenuProps } from './anchored-menu';
import type { NavGroup } from './nav-model';

export function NavGroupMenuList({ group, ...menu }: AnchoredMenuProps & { group: NavGroup }) {
  const { t } = useTranslation('nav');
  return (
    <Menu {...anchoredMenu(menu)} slotProps={{ list: { 'aria-labelledby': menu.labelledBy } }}>
      {group.items.map((item) => (
        <MenuItem key={item.to} component={RouterLink} to={item.to} onClick={menu.onClose}>
          {t(item.labelKey)}
        </MenuItem>
      ))}
    </Menu>
  );
}
