import { describe, expect, it } from 'vitest';
import { journalCreateFields, journalListQuery, journalUpdateFields } from './journals.schemas';

// The journal form's rules (part 2 section 5), shared by the server and the web form.

const valid = {
  title: ' Гарчиг ',
  type: '1',
  sub_type: '2',
  tags: '[3, "шинэ шошго"]',
  content: '<p>Текст</p>',
  artists: '[5, 5, 4]',
  movies: '[]',
};

describe('journal form fields', () => {
  it('parses multipart text: ids, JSON lists without repeats, trimmed title', () => {
    const parsed = journalCreateFields.parse(valid);
    expect(parsed).toMatchObject({
      title: 'Гарчиг',
      type: 1,
      sub_type: 2,
      tags: [3, 'шинэ шошго'],
      artists: [5, 4],
      movies: [],
      serials: [],
    });
  });

  it('names the missing choices and empty content with the spec keys', () => {
    const result = journalCreateFields.safeParse({
      ...valid,
      title: '',
      type: '',
      sub_type: undefined,
      tags: '[]',
      content: '<p> </p><p><br></p>',
    });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byField).toEqual({
      title: 'required',
      type: 'choiceRequired',
      sub_type: 'choiceRequired',
      tags: 'choiceRequired',
      content: 'required',
    });
  });

  it('takes content that is only an image or an embed', () => {
    expect(journalCreateFields.safeParse({ ...valid, content: '<p><img src="/media/a.jpg"></p>' }).success).toBe(true);
    expect(
      journalCreateFields.safeParse({ ...valid, content: '<iframe src="https://player.vimeo.com/video/1"></iframe>' })
        .success,
    ).toBe(true);
  });

  it('needs the current address on update', () => {
    const result = journalUpdateFields.safeParse(valid);
    expect(result.error!.issues.map((i) => i.path[0]).sort()).toEqual(['slug', 'sub_type_slug', 'type_slug']);
  });
});

describe('journal list query', () => {
  it('reads tabs by id or slug, tags as a comma list and sort 1-6', () => {
    expect(
      journalListQuery.parse({ type: 'niitlel', sub_type: '12', tags: '1,2', sort: '6', published: 'false' }),
    ).toMatchObject({
      type: 'niitlel',
      sub_type: 12,
      tags: [1, 2],
      sort: 6,
      published: false,
    });
    expect(journalListQuery.safeParse({ sort: '7' }).success).toBe(false);
  });
});
