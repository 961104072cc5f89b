// PostgreSQL error codes as both drivers report them (pg and PGlite set `code`; drizzle wraps the
// driver's error in `cause`).

const codeOf = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code ?? e?.cause?.code;
};

export const isUniqueViolation = (error: unknown) => codeOf(error) === '23505';
export const isForeignKeyViolation = (error: unknown) => codeOf(error) === '23503';

/**
 * Runs a write that picks a free unique value (a slug) before inserting it; when a concurrent writer took
 * the same value first, the unique index refuses ours and the write runs again with a fresh pick. With n
 * writers racing for one value the last of them may lose n - 1 times, so the attempts cover a crowd.
 */
export async function retryOnUniqueViolation<T>(write: () => Promise<T>, attempts = 12): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= attempts || !isUniqueViolation(error)) throw error;
    }
  }
}
