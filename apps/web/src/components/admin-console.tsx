import type { Power } from '@mfi/contract/accounts.schemas';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from './page-heading';
import { PageTitle } from './page-title';
import { href, type RouteName } from '../lib/routes';
import { useSession } from '../lib/session';

/**
 * The console's sections, each its own route, the queue first; each shows its tab to those who hold the power
 * its route's guard takes (app/router.tsx).
 */
export const CONSOLE_TABS: { route: RouteName; labelKey: string; power: Power }[] = [
  { route: 'admin-queue', labelKey: 'tabs.queue', power: 'admin_console' },
  { route: 'admin-imports', labelKey: 'tabs.imports', power: 'add_by_code' },
  { route: 'admin-members', labelKey: 'tabs.members', power: 'manage_members' },
  { route: 'admin-audit', labelKey: 'tabs.audit', power: 'see_audit' },
  { route: 'admin-reference', labelKey: 'tabs.reference', power: 'manage_reference' },
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
  const { profile } = useSession();
  const tabs = CONSOLE_TABS.filter((tab) => profile?.powers[tab.power]);
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
        {tabs.map((tab) => (
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
