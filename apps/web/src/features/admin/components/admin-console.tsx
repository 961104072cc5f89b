import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { PageTitle } from '../../../components/page-title';
import { href, type RouteName } from '../../../lib/routes';

/**
 * The console's sections, each its own route, the queue first. Members, the audit log and the reference data
 * join this list as they are built (issue 25 items 3 and 4).
 */
export const CONSOLE_TABS: { route: RouteName; labelKey: string }[] = [
  { route: 'admin-queue', labelKey: 'tabs.queue' },
];

/** The admin console's frame: its heading and the sections' tabs, `current` the open one. */
export function AdminConsole({
  current,
  title,
  children,
}: {
  current?: RouteName;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 3 }}>
      <PageTitle title={title} />
      <PageHeading fontSize={{ xs: '1.6rem', md: '2rem' }}>{t('console')}</PageHeading>
      <Tabs
        value={current ?? false}
        aria-label={t('tabs.label')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {CONSOLE_TABS.map((tab) => (
          <Tab
            key={tab.route}
            value={tab.route}
            label={t(tab.labelKey)}
            component={RouterLink}
            to={href(tab.route as 'admin-queue')}
          />
        ))}
      </Tabs>
      {children}
    </Box>
  );
}
