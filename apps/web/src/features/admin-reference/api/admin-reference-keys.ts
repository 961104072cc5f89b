import type { ReferenceKind } from '@mfi/contract/reference.schemas';

/** The admin's reference lists: every write drops `all` (the catalogue's own lists refresh on their own). */
export const adminReferenceKeys = {
  all: ['admin-reference'] as const,
  list: (kind: ReferenceKind, q: string, page: number) => ['admin-reference', kind, q, page] as const,
};
