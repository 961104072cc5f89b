import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema';
import { MEDIA_KEY_COLUMNS } from './database-facts';

// A backup reports the media files its database names but lacks (backup.ts): it must know every column that
// holds a media key. The schema names them by what they show.
const IMAGE_NAMES = /^(photo|poster|background|image|cover)$/;

describe('the media key columns a backup checks', () => {
  it('are every image column of the schema', () => {
    const imageColumns = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => is(value, PgTable))
      .flatMap((table) =>
        Object.values(getTableColumns(table))
          .filter((column) => IMAGE_NAMES.test(column.name))
          .map((column) => `${getTableName(table)}.${column.name}`),
      );
    const listed = MEDIA_KEY_COLUMNS.map((column) => `${getTableName(column.table)}.${column.name}`);
    expect(listed.sort()).toEqual(imageColumns.sort());
  });
});
