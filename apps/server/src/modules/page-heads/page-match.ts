import { routes, type RouteName } from '@mfi/contract/routes';

export type PageMatch = { name: RouteName; params: Record<string, string> };

type Pattern = { name: RouteName; segments: string[]; fixed: number };

// The web's router ranks a fixed segment above a parameter (`/movie/create` before `/movie/:slug/…`); so does
// this table, by the number of fixed segments, longest first among equals.
const patterns: Pattern[] = (Object.entries(routes) as [RouteName, string][])
  .filter(([name]) => name !== 'user-profile') // the same path as its index page, user-feed
  .map(([name, path]) => {
    const segments = path.split('/').filter(Boolean);
    return { name, segments, fixed: segments.filter((s) => !s.startsWith(':')).length };
  })
  .sort((a, b) => b.fixed - a.fixed);

/** The spec route a page address names, with its decoded parameters; null for an address no page has. */
export function matchPage(pathname: string): PageMatch | null {
  const segments = pathname.split('/').filter(Boolean);
  let decoded: string[];
  try {
    decoded = segments.map((s) => decodeURIComponent(s));
  } catch {
    return null;
  }
  for (const pattern of patterns) {
    if (pattern.segments.length !== decoded.length) continue;
    const params: Record<string, string> = {};
    const fits = pattern.segments.every((segment, i) => {
      if (segment.startsWith(':')) {
        params[segment.slice(1)] = decoded[i];
        return decoded[i] !== '';
      }
      return segment === decoded[i];
    });
    if (fits) return { name: pattern.name, params };
  }
  return null;
}
