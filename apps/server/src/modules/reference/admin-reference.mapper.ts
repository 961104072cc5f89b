import type { AdminReferenceItem, ReferenceUsage } from '@mfi/contract/admin-reference.schemas';

/** A reference row as `to_jsonb` gives it (the table's column names), with its usage → the admin's item. */
export function toAdminReferenceItem(row: Record<string, unknown>, usedIn: ReferenceUsage): AdminReferenceItem {
  const text = (key: string) => (typeof row[key] === 'string' ? (row[key] as string) : null);
  return {
    id: row.id as number,
    name: text('name_mn') ?? text('name') ?? text('title') ?? '',
    name_en: text('name_en'),
    code: text('code'),
    is_actor: typeof row.is_actor === 'boolean' ? row.is_actor : null,
    used_in: usedIn,
  };
}
