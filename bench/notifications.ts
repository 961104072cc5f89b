import { SCALE_BENCH_USERS, scaleBenchToken } from '../apps/server/src/seed/scale-ratings';
import type { BenchKit, Scenario } from './scenario';

// Bench rows of issue 15: the notification count, the badge every signed-in profile page asks for
// (GET /user/api/v-user-notification/ without `notified`): one count on the partial index of unread rows,
// read per request (nothing cached). The scale members with bench tokens ask in turn; their notifications
// are seeded by apps/server/src/seed/scale-notifications.ts.
export async function notificationScenarios(_kit: BenchKit): Promise<Scenario[]> {
  return [
    {
      name: 'notification count (signed in)',
      budgetMs: 10,
      paths: ['/api/user/api/v-user-notification/'],
      token: (n) => scaleBenchToken(1 + (n % SCALE_BENCH_USERS)),
    },
  ];
}
