import type { BenchKit, Scenario } from './scenario';

// Bench rows of issue 24 item 1: the header's site search (budget 50 ms, as the catalogue searches). The
// header asks as the reader types, so each term is also sent as its first letters; the results page asks
// one kind's page. BENCH_ONLY="site search" measures them.
export async function siteSearchScenarios(kit: BenchKit): Promise<Scenario[]> {
  const q = encodeURIComponent;
  const terms = [...kit.searchTerms.movies.slice(0, 200), ...kit.searchTerms.artists.slice(0, 100)];
  const typed = terms.flatMap((t) => (t.length > 5 ? [t.slice(0, 4), t] : [t]));
  const kinds = ['movie', 'mongolian_movie', 'serial', 'artist', 'journal', 'list', 'member'];
  return [
    {
      name: 'site search (header, as typed)',
      budgetMs: 50,
      paths: typed.map((t) => `/api/search/?q=${q(t)}`),
    },
    {
      name: 'site search (results page tab)',
      budgetMs: 50,
      paths: terms.map((t, i) => `/api/search/?q=${q(t)}&kind=${kinds[i % kinds.length]}&page=${1 + (i % 2)}`),
    },
  ];
}
