/** One title in the list editor: what the save payload sends for it, and what the row shows. */
export type ListEntry = {
  id: number;
  international_title: string;
  /** Shown in the Mongolian interface where the title has one (lib/localized nameIn). */
  mongol_title: string;
  poster: string | null;
  description: string;
};

/**
 * Appends the entry unless the list already holds that title (part 2 section 7: "adding appends only if not
 * already present"); the same array when nothing changes.
 */
export function addEntry(entries: ListEntry[], entry: ListEntry): ListEntry[] {
  return entries.some((existing) => existing.id === entry.id) ? entries : [...entries, entry];
}

/** The entry at `from` taken out and put back at `to` (a drag). */
export function moveEntry(entries: ListEntry[], from: number, to: number): ListEntry[] {
  if (from === to || from < 0 || to < 0 || from >= entries.length || to >= entries.length) return entries;
  const next = [...entries];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

export function removeEntry(entries: ListEntry[], id: number): ListEntry[] {
  return entries.filter((entry) => entry.id !== id);
}

export function describeEntry(entries: ListEntry[], id: number, description: string): ListEntry[] {
  return entries.map((entry) => (entry.id === id ? { ...entry, description } : entry));
}
