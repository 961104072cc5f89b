import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { serialKeys } from './serial-keys';

export type SerialListParams = Record<string, string | number | boolean | undefined>;
/** A catalogue card (part 2 sections 3, 7). */
export type SerialCard = {
  serial_slug: string;
  serial_poster: string | null;
  i_title: string;
  m_title: string;
  re_year: number | null;
  fi_year: number | null;
  grade: number | null;
  a_grade: number | null;
};
export type SerialListResponse = { serial_list: SerialCard[]; serial_total: number; serial_page: number };

/** GET /serial/serial-list/: `serial_list`, `serial_total` and `serial_page` (the page count). */
export function getSerialList(params: SerialListParams, signal?: AbortSignal): Promise<SerialListResponse> {
  return apiRequest('/serial/serial-list/', { query: params, signal });
}

export function useSerialList(params: SerialListParams) {
  return useQuery({
    queryKey: serialKeys.list(params),
    queryFn: ({ signal }) => getSerialList(params, signal),
    placeholderData: keepPreviousData,
  });
}
