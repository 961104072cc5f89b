import type { ComponentType } from 'react';
import { HistoryPage } from './history-page';
import { QueuePage } from './queue-page';

// The admin console's routes (issue 25) as one lazy module keyed by route name.
export const adminPages = {
  'admin-queue': QueuePage,
  'admin-history': HistoryPage,
} satisfies Record<string, ComponentType>;

export type AdminRouteName = keyof typeof adminPages;
