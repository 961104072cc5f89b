import { describe, expect, it } from 'vitest';
import { emptyJournalForm, journalFormData, journalFormResolver, type JournalFormValues } from './journal-form-values';

const filled = (): JournalFormValues => ({
  ...emptyJournalForm(),
  cover: new Blob(['x'], { type: 'image/jpeg' }),
  title: 'Анхны алхам',
  type: '4',
  sub_type: '12',
  tags: [{ id: 3, label: 'Баримтат' }, { label: 'шинэ шошго' }],
  content: '<p>Монгол киноны түүх.</p>',
  movies: [
    { id: 9, label: 'Ээжийн ач', image: null },
    { id: 2, label: 'Тэмээний нулимс', image: null },
  ],
});

async function errorsOf(values: JournalFormValues) {
  const result = await journalFormResolver({ kind: 'create' })(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(Object.entries(result.errors).map(([key, error]) => [key, error?.message]));
}

describe('journal form values', () => {
  it('needs a title, a type, a sub-type, a tag and some content, but no cover', async () => {
    const errors = await errorsOf(emptyJournalForm());
    expect(errors).not.toHaveProperty('cover');
    expect(errors).toMatchObject({
      title: 'required',
      type: 'choiceRequired',
      sub_type: 'choiceRequired',
      tags: 'choiceRequired',
      content: 'required',
    });
  });

  it('counts an editor with only empty paragraphs as empty', async () => {
    expect(await errorsOf({ ...filled(), content: '<p></p><p> </p>' })).toEqual({ content: 'required' });
  });

  it('accepts a filled form, with or without a cover', async () => {
    expect(await errorsOf(filled())).toEqual({});
    expect(await errorsOf({ ...filled(), cover: null })).toEqual({});
    expect(journalFormData({ ...filled(), cover: null }, { kind: 'create' }).has('journal-cover')).toBe(false);
  });

  it('sends lists as JSON in the drag order, new tags by name, the cover as journal-cover', () => {
    const body = journalFormData(filled(), { kind: 'update', typeSlug: 'niitlel', subTypeSlug: 'dursamj', slug: 'a' });
    expect(body.get('movies')).toBe('[9,2]');
    expect(body.get('tags')).toBe('[3,"шинэ шошго"]');
    expect(body.get('type_slug')).toBe('niitlel');
    expect(body.get('journal-cover')).toBeInstanceOf(Blob);
  });
});
