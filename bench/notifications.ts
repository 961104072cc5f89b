import type { BenchKit, Scenario } from './scenario';

// Bench rows of issue 15: the notification count.
export async function notificationScenarios(_kit: BenchKit): Promise<Scenario[]> {
  return [];
}
