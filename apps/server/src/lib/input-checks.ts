// Checks on a request's raw input that both the JSON body parser and the multipart reader make
// (plugins/json-body, plugins/text-input, lib/multipart).

// JSON.parse itself takes 20,000 nested arrays, but every walk over the parsed body after it (the NUL
// check, the schema, a service) recursed until the stack ran out: a 500 (issue 12: the season detailed
// review). No call of the API nests deeper than a few levels.
export const MAX_JSON_DEPTH = 32;

/** Whether the JSON text opens more than `max` objects or arrays inside one another; one pass, no parse. */
export function jsonNestsDeeper(text: string, max = MAX_JSON_DEPTH) {
  if (text.length <= max) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

// PostgreSQL refuses the NUL character in text (0x00): plugins/text-input answers one in a path, query or
// JSON body as a field error, lib/multipart one in a multipart text field.

/** The dotted path of the first string that holds a NUL, or undefined. */
export function nulPath(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\0') ? path.join('.') || 'non_field_errors' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\0')) return [...path, key.replaceAll('\0', '')].join('.');
    const found = nulPath(child, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}
