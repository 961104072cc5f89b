// PostgreSQL error codes as both drivers report them (pg and PGlite set `code`; drizzle wraps the
// driver's error in `cause`).

const codeOf = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code ?? e?.cause?.code;
};

export const isUniqueViolation = (error: unknown) => codeOf(error) === '23505';
export const isForeignKeyViolation = (error: unknown) => codeOf(error) === '23503';
/** Text PostgreSQL cannot store: a NUL character (22021), or \u0000 in a JSON value (22P05). */
export const isUnstorableText = (error: unknown) => ['22021', '22P05'].includes(codeOf(error) ?? '');

// The database is out of reach, not the request wrong: connection exceptions (class 08), the server
// shutting down, crashed or still starting (57P01-57P03), too many connections (53300), and the driver's
// own words for a connection that failed, dropped or did not come in time (they carry no SQLSTATE).
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_WORDS =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

/** A failure of the connection to PostgreSQL (answered 503, and retried by the client later). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: string; message?: string; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e.code === 'string' && (UNAVAILABLE_CODES.has(e.code) || e.code.startsWith('08'))) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_WORDS.test(e.message)) return true;
  }
  return false;
}

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
