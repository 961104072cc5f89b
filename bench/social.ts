import type { BenchKit, Scenario } from './scenario';

// Bench rows of issue 15: profile detail, feed page, posting a message.
export async function socialScenarios(_kit: BenchKit): Promise<Scenario[]> {
  return [];
}
