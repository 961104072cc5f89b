import type { JournalTag } from '../api/get-journal-tags';

// The list's tag filter lives in the query string as ids (the server's `tags`); the chips need names. Names
// seen in any answer (tag searches, a journal's tags) are kept here for the session, so a tag link from a
// detail page shows its name on the list.
const names = new Map<number, string>();

export function rememberTags(tags: readonly JournalTag[] | undefined): void {
  for (const tag of tags ?? []) names.set(tag.id, tag.journal_tag_name);
}

export function tagName(id: number): string | undefined {
  return names.get(id);
}

/** "3,7" → [3, 7]; anything else is dropped. */
export function parseTagIds(value: string): number[] {
  return value
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
}
