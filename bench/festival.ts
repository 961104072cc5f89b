import { SCALE_FESTIVAL } from '../apps/server/src/seed/scale-festival';
import type { BenchKit, Scenario } from './scenario';

// Bench row of issue 17: an annual edition's detail (its texts, 8 winners and 32 nominees by category, each
// film with its directors), on the scale festival's ten editions (seed/scale-festival.ts). Budget 20 ms, as a
// detail read. BENCH_ONLY="festival" measures it alone.
export async function festivalScenarios(kit: BenchKit): Promise<Scenario[]> {
  const { editions } = await kit.get<{ editions: { year: number }[] }>(
    `/api/award/festival-detail/?slug=${SCALE_FESTIVAL.slug}`,
  );
  return [
    {
      name: 'festival annual detail (winners, nominees by category)',
      budgetMs: 20,
      paths: editions.map((e) => `/api/award/annual-detail/?slug=${SCALE_FESTIVAL.slug}&year=${e.year}`),
    },
  ];
}
