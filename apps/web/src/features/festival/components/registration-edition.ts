import { useSearchParams } from 'react-router';
import type { Edition } from '../api/registration-guidance';
import { useCurrentAnnual } from '../api/submission-current-annual';

/**
 * The edition a guidance or registration address names (`?name=<festival slug>&year=`), else the current one
 * (GET /award/current-annual/). `error` when neither is there.
 */
export function useAddressedEdition(): { edition: Edition | null; pending: boolean; error: unknown } {
  const [params] = useSearchParams();
  const name = params.get('name')?.trim() ?? '';
  const year = Number(params.get('year'));
  const named = name !== '' && Number.isInteger(year) && year > 0;
  const current = useCurrentAnnual(!named);
  if (named) return { edition: { name, year }, pending: false, error: null };
  if (current.data)
    return { edition: { name: current.data.slug, year: current.data.year }, pending: false, error: null };
  return { edition: null, pending: current.isPending, error: current.error };
}
