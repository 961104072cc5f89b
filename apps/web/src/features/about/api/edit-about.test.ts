import { describe, expect, it } from 'vitest';
import { aboutEditForm, type MemberDraft } from './edit-about';

const member = (over: Partial<MemberDraft>): MemberDraft => ({
  key: 'k',
  category: 1,
  name: 'Нэр',
  title: 'Үүрэг',
  description: '',
  artistSlug: '',
  userSlug: '',
  imageUrl: null,
  image: null,
  ...over,
});

describe('aboutEditForm', () => {
  it('sends each member’s fields in order, a kept image by URL and a new one as the next file', () => {
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    const form = aboutEditForm({
      title: 'Гарчиг',
      content: '<p>Текст</p>',
      members: [
        member({ name: 'Нэг', category: 3, imageUrl: '/media/about/a.jpg', userSlug: 'member' }),
        member({ name: 'Хоёр', image: photo, imageUrl: '/media/about/old.jpg', artistSlug: 'artist-1' }),
      ],
    });
    expect(form.get('main_title')).toBe('Гарчиг');
    expect(form.get('content')).toBe('<p>Текст</p>');
    expect(form.getAll('memberName')).toEqual(['Нэг', 'Хоёр']);
    expect(form.getAll('memberCategory')).toEqual(['3', '1']);
    expect(form.getAll('memberUserSlug')).toEqual(['member', '']);
    expect(form.getAll('memberArtistSlug')).toEqual(['', 'artist-1']);
    // A new photo replaces the kept one: its URL is blank and the file follows.
    expect(form.getAll('memberImageURL')).toEqual(['/media/about/a.jpg', '']);
    expect(form.getAll('memberImage')).toHaveLength(1);
  });
});
