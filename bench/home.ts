import type { BenchKit, Scenario } from './scenario';

// Bench rows of issue 16: the home calls.
export async function homeScenarios(_kit: BenchKit): Promise<Scenario[]> {
  return [];
}
