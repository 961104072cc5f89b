import { describe, expect, it } from 'vitest';
import { addEntry, canEdit, moveEntry, removeEntry, startEdit, type EditorState } from './people-editor-state';

type Entry = { person: { id: number; name: string; photo: null }; jobs: number[] };
const entry = (id: number, jobs = [1]): Entry => ({ person: { id, name: `A${id}`, photo: null }, jobs });
const ids = (s: EditorState<Entry>) => s.entries.map((e) => e.person.id);
const start: EditorState<Entry> = { entries: [entry(1), entry(2), entry(3)], editing: null };

describe('the artist and role editors', () => {
  it('adds a person at the end', () => {
    const result = addEntry(start, entry(4));
    expect(result.ok && ids(result.state)).toEqual([1, 2, 3, 4]);
  });

  it('refuses a person already in the list', () => {
    expect(addEntry(start, entry(2, [5]))).toEqual({ ok: false, error: 'duplicate' });
  });

  it('editing takes the entry out into the form and hides the other edit buttons', () => {
    const editing = startEdit(start, 1);
    expect(ids(editing)).toEqual([1, 3]);
    expect(editing.editing?.entry.person.id).toBe(2);
    expect(canEdit(editing)).toBe(false);
    // A second edit is refused until the first is added back.
    expect(startEdit(editing, 0)).toBe(editing);
  });

  it('adding back the edited entry puts it where it was, changed, and shows the edit buttons again', () => {
    const editing = startEdit(start, 1);
    const result = addEntry(editing, entry(2, [4, 6]));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(ids(result.state)).toEqual([1, 2, 3]);
    expect(result.state.entries[1].jobs).toEqual([4, 6]);
    expect(canEdit(result.state)).toBe(true);
  });

  it('while editing, another person may replace the edited one but not a listed one', () => {
    const editing = startEdit(start, 0);
    expect(addEntry(editing, entry(3)).ok).toBe(false);
    const result = addEntry(editing, entry(9));
    expect(result.ok && ids(result.state)).toEqual([9, 2, 3]);
  });

  it('removing an entry before the edited one keeps its place right', () => {
    const editing = startEdit(start, 2);
    const removed = removeEntry(editing, 0);
    const result = addEntry(removed, entry(3));
    expect(result.ok && ids(result.state)).toEqual([2, 3]);
  });

  it('drags an entry to a new place', () => {
    expect(ids(moveEntry(start, 0, 2))).toEqual([2, 3, 1]);
    expect(moveEntry(start, 0, 7)).toBe(start);
  });
});
