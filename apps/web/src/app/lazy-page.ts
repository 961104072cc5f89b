import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadNamespaces, type LazyNamespace } from '../lib/i18n';

export type LazyRoute = NonNullable<RouteObject['lazy']>;

/**
 * The one way the route table loads a page: its module and its feature's translation namespace together, so
 * the page never renders with missing texts (a page composing two features names both namespaces). `load` is shared by the routes of one module (one import() site
 * each: every import() in the route table adds its chunk's preload list to the home page's initial JS).
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  namespace: LazyNamespace | readonly LazyNamespace[] | null,
  pick: (module: M) => ComponentType,
): LazyRoute {
  return () =>
    Promise.all([load(), namespace && loadNamespaces(...[namespace].flat())]).then(([module]) => ({
      Component: pick(module),
    }));
}
