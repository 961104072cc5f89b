import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { externalLinks, firstStepArticle, href } from '../../lib/routes';
import type { NavGroup } from './nav-model';
import { NavSetToggle } from './nav-set-toggle';

/** The mobile (below md) navigation: the same links and groups as the desktop bar. */
export function NavDrawer({
  id,
  open,
  onClose,
  groups,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  groups: NavGroup[];
}) {
  const { t } = useTranslation('nav');
  return (
    <Drawer
      id={id}
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 290, maxWidth: '88vw' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <NavSetToggle tone="light" />
        <IconButton aria-label={t('closeMenu')} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="nav" aria-label={t('mainLabel')}>
        <List dense>
          <ListItemButton component={RouterLink} to={href('home')} onClick={onClose}>
            <ListItemText primary={t('home')} />
          </ListItemButton>
          <ListItemButton
            component="a"
            href={externalLinks.festival}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onClose}
          >
            <ListItemText primary={t('festival')} />
            <OpenInNewIcon fontSize="small" color="action" />
          </ListItemButton>
          <ListItemButton component={RouterLink} to={firstStepArticle} onClick={onClose}>
            <ListItemText primary={t('firstStep')} />
          </ListItemButton>
        </List>
        {groups.map((group) => (
          <List
            key={group.id}
            dense
            subheader={<ListSubheader sx={{ lineHeight: '36px', fontWeight: 700 }}>{t(group.labelKey)}</ListSubheader>}
          >
            {group.items.map((item) => (
              <ListItemButton key={item.to} component={RouterLink} to={item.to} onClick={onClose} sx={{ pl: 3 }}>
                <ListItemText primary={t(item.labelKey)} />
              </ListItemButton>
            ))}
          </List>
        ))}
      </Box>
    </Drawer>
  );
}
