import type { BenchKit, Scenario } from './scenario';

// Bench rows of issue 16: the home calls (budget 20 ms each, as a detail read). The list cards' rails are
// run.ts's "user list home rails" row; BENCH_ONLY="home" measures them all.
export async function homeScenarios(_kit: BenchKit): Promise<Scenario[]> {
  const flags = ['critic=true&detailed=false', 'critic=false&detailed=false', 'critic=true&detailed=true'];
  return [
    { name: 'home journal carousel', budgetMs: 20, paths: ['/api/journal/api-home-journal-list/'] },
    {
      name: 'home latest movie reviews (critic, audience, detailed)',
      budgetMs: 20,
      paths: flags.map((f) => `/api/movie/api-home-latest-movie-reviews/?${f}`),
    },
    {
      name: 'home latest episode reviews (critic, audience, detailed)',
      budgetMs: 20,
      paths: flags.map((f) => `/api/serial/api-home-latest-episode-reviews/?${f}`),
    },
    {
      name: 'home latest movies and serials',
      budgetMs: 20,
      paths: ['/api/movie/api-home-latest-movie-list/', '/api/serial/api-home-latest-serial-list/'],
    },
  ];
}
