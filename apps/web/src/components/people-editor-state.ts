// The add/edit toggle of the artist and role editors (part 2 section 4): editing takes the entry out of the
// list and into the form, the add button turns into an amber "edit", the other entries' edit buttons hide
// until it is added back, and a person already in the list cannot be added twice.

/** A credited artist: `name` the Mongolian name, `name_en` the English one where known (shown by `nameIn`). */
export type PersonRef = { id: number; name: string; name_en?: string; photo: string | null };
export type PersonEntry = { person: PersonRef };
export type Editing<E> = { entry: E; index: number } | null;
export type EditorState<E> = { entries: E[]; editing: Editing<E> };
export type AddResult<E> = { ok: true; state: EditorState<E> } | { ok: false; error: 'duplicate' };

export const hasPerson = <E extends PersonEntry>(entries: E[], id: number) => entries.some((e) => e.person.id === id);

/** Adds an entry, or puts the edited one back where it was; a person already listed is refused. */
export function addEntry<E extends PersonEntry>(state: EditorState<E>, entry: E): AddResult<E> {
  if (hasPerson(state.entries, entry.person.id)) return { ok: false, error: 'duplicate' };
  const entries = [...state.entries];
  const at = state.editing ? Math.min(state.editing.index, entries.length) : entries.length;
  entries.splice(at, 0, entry);
  return { ok: true, state: { entries, editing: null } };
}

/** Takes entry `index` out of the list into the form; refused while another entry is being edited. */
export function startEdit<E>(state: EditorState<E>, index: number): EditorState<E> {
  if (state.editing || index < 0 || index >= state.entries.length) return state;
  return { entries: state.entries.filter((_, i) => i !== index), editing: { entry: state.entries[index], index } };
}

/** Whether entry buttons offer "edit": only while nothing is being edited. */
export const canEdit = <E>(state: EditorState<E>) => state.editing === null;

export function removeEntry<E>(state: EditorState<E>, index: number): EditorState<E> {
  const entries = state.entries.filter((_, i) => i !== index);
  // The edited entry goes back at its old place: entries removed before it move that place up.
  const editing =
    state.editing && index < state.editing.index ? { ...state.editing, index: state.editing.index - 1 } : state.editing;
  return { entries, editing };
}

/** Drag reordering. */
export function moveEntry<E>(state: EditorState<E>, from: number, to: number): EditorState<E> {
  if (from === to || from < 0 || to < 0 || from >= state.entries.length || to >= state.entries.length) return state;
  const entries = [...state.entries];
  const [item] = entries.splice(from, 1);
  entries.splice(to, 0, item);
  return { ...state, entries };
}
