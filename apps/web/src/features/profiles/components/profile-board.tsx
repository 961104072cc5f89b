import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import DynamicFeedIcon from '@mui/icons-material/DynamicFeed';
import EventNoteIcon from '@mui/icons-material/EventNoteOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MovieIcon from '@mui/icons-material/MovieOutlined';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import TvIcon from '@mui/icons-material/LiveTvOutlined';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import type { UserObject } from '@mfi/contract/profiles.schemas';
import { href } from '../../../lib/routes';
import { boardSections, sectionTotal, type BoardRoute, type BoardSectionId } from './board-sections';

const ICONS: Record<BoardSectionId, ReactNode> = {
  movies: <MovieIcon />,
  serials: <TvIcon />,
  artists: <PersonIcon />,
  articles: <ArticleIcon />,
};

/**
 * The board beside the feed (part 1 section 2): the feed link, on one's own page the notifications with
 * their unread badge, and the accordion of Movies, Serials, Artists and Articles whose links carry counts.
 */
export function ProfileBoard({
  user,
  showArticles,
  unread,
  onNotifications,
}: {
  user: UserObject;
  showArticles: boolean;
  /** The owner's unread notifications; undefined on another member's page. */
  unread: number | undefined;
  onNotifications(): void;
}) {
  const { t } = useTranslation('profiles');
  const { pathname } = useLocation();
  const sections = boardSections(showArticles);
  const linkOf = (route: BoardRoute) => href(route, { slug: user.slug });
  const current = sections.find((s) => s.items.some((item) => pathname.startsWith(linkOf(item.route))))?.id;
  // The section of the page shown is open; on the feed, Movies on a wide screen, none on a phone (the feed
  // comes after the board there).
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [open, setOpen] = useState<Set<BoardSectionId>>(() => new Set(current ? [current] : wide ? ['movies'] : []));
  const toggle = (id: BoardSectionId) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const feedPath = href('user-feed', { slug: user.slug });
  const diaryPath = href('user-diary', { slug: user.slug });

  return (
    <Paper variant="outlined" component="nav" aria-labelledby="profile-board-title" sx={{ overflow: 'hidden' }}>
      <Typography id="profile-board-title" variant="h6" component="h2" sx={{ px: 2.5, pt: 2, pb: 1 }}>
        {t('board.title')}
      </Typography>
      <List disablePadding>
        <ListItem disablePadding>
          <ListItemButton
            component={RouterLink}
            to={feedPath}
            selected={pathname === feedPath || pathname === `${feedPath}/`}
            aria-current={pathname === feedPath ? 'page' : undefined}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>
              <DynamicFeedIcon />
            </ListItemIcon>
            <ListItemText primary={t('board.feed')} />
          </ListItemButton>
        </ListItem>
        <ListItem disablePadding>
          <ListItemButton
            component={RouterLink}
            to={diaryPath}
            selected={pathname.startsWith(diaryPath)}
            aria-current={pathname.startsWith(diaryPath) ? 'page' : undefined}
            data-testid="board-diary"
          >
            <ListItemIcon sx={{ minWidth: 40 }}>
              <EventNoteIcon />
            </ListItemIcon>
            <ListItemText primary={t('board.diary')} />
          </ListItemButton>
        </ListItem>
        {unread !== undefined && (
          <ListItem disablePadding>
            <ListItemButton onClick={onNotifications} data-testid="notifications-button">
              <ListItemIcon sx={{ minWidth: 40 }}>
                <Badge badgeContent={unread} color="error" max={99}>
                  <NotificationsIcon />
                </Badge>
              </ListItemIcon>
              <ListItemText
                primary={t('board.notifications')}
                secondary={unread > 0 ? t('board.unread', { count: unread }) : undefined}
              />
            </ListItemButton>
          </ListItem>
        )}
      </List>
      {sections.map((section) => (
        <Accordion
          key={section.id}
          disableGutters
          elevation={0}
          square
          expanded={open.has(section.id)}
          onChange={() => toggle(section.id)}
          sx={{ borderTop: 1, borderColor: 'divider', '&::before': { display: 'none' } }}
        >
          <AccordionSummary expandIcon={<ExpandMoreIcon />} data-testid={`board-${section.id}`}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'text.secondary' }}>
              {ICONS[section.id]}
              <Typography sx={{ fontWeight: 600, color: 'text.primary' }}>
                {t(`board.section.${section.id}`)}
              </Typography>
              <Chip
                size="small"
                label={sectionTotal(section, user)}
                aria-label={t('board.total', { count: sectionTotal(section, user) })}
              />
            </Box>
          </AccordionSummary>
          <AccordionDetails sx={{ p: 0, pb: 1 }}>
            <List dense disablePadding>
              {section.items.map((item) => {
                const to = linkOf(item.route);
                const active = pathname === to || pathname.startsWith(`${to}/`);
                const count = item.count ? (user[item.count] ?? 0) : null;
                return (
                  <ListItem key={item.route} disablePadding>
                    <ListItemButton
                      component={RouterLink}
                      to={to}
                      selected={active}
                      aria-current={active ? 'page' : undefined}
                      sx={{ pl: 7 }}
                    >
                      <ListItemText primary={t(`board.link.${item.route}`)} />
                      {count !== null && (
                        <Chip
                          size="small"
                          variant="outlined"
                          label={count}
                          sx={{ ml: 1, minWidth: 32 }}
                          aria-label={t('board.count', { count })}
                        />
                      )}
                    </ListItemButton>
                  </ListItem>
                );
              })}
            </List>
          </AccordionDetails>
        </Accordion>
      ))}
    </Paper>
  );
}
