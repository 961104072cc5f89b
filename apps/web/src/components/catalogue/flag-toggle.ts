import type { QueryKey } from '@tanstack/react-query';
import { useOptimisticToggle } from '../../lib/optimistic-toggle';
import type { TitleFlag } from './flag-buttons';

type Flagged<F extends TitleFlag> = { [K in `user_${F}`]: boolean };

/**
 * A title's flag toggle (part 2 section 4): `user_<flag>` of the cached detail flips at once and rolls back
 * when the call fails; the server's answer then sets every flag, since one toggle may change another.
 */
export function useFlagToggle<D extends Flagged<F>, F extends TitleFlag, A extends Partial<Flagged<TitleFlag>>>(
  queryKey: QueryKey,
  send: (flag: F) => Promise<A>,
) {
  return useOptimisticToggle<D, F, A>({
    queryKey,
    send,
    flip: (detail, flag) => ({ ...detail, [`user_${flag}`]: !detail[`user_${flag}` as keyof Flagged<F>] }),
    settle: (detail, flags) => ({ ...detail, ...flags }),
  });
}
