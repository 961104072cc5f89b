import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MEMBER_IMAGE_FIELD, MEMBER_IMAGE_URL_FIELD, type MemberCategory } from '@mfi/contract/about.schemas';
import type { z } from 'zod';
import type { aboutEditResponse } from '@mfi/contract/about.schemas';
import { apiRequest } from '../../../lib/api-client';
import { aboutKeys } from './get-about';

/** A member as the editor holds it: the image it keeps (`imageUrl`) or a new cropped JPEG (`image`). */
export type MemberDraft = {
  key: string;
  category: MemberCategory;
  name: string;
  title: string;
  description: string;
  artistSlug: string;
  userSlug: string;
  imageUrl: string | null;
  image: Blob | null;
};

export type AboutEdit = { title: string; content: string; members: MemberDraft[] };

/**
 * The multipart body of POST /institute/edit-aboutus/ (part 1 section 7): main_title, content, then per
 * member, in order, its repeated fields and memberImageURL (blank when a new memberImage file follows).
 */
export function aboutEditForm(edit: AboutEdit): FormData {
  const form = new FormData();
  form.append('main_title', edit.title);
  form.append('content', edit.content);
  for (const m of edit.members) {
    form.append('memberCategory', String(m.category));
    form.append('memberName', m.name);
    form.append('memberTitle', m.title);
    form.append('memberDescription', m.description);
    form.append('memberArtistSlug', m.artistSlug);
    form.append('memberUserSlug', m.userSlug);
    form.append(MEMBER_IMAGE_URL_FIELD, m.image ? '' : (m.imageUrl ?? ''));
    if (m.image) form.append(MEMBER_IMAGE_FIELD, m.image, 'member.jpg');
  }
  return form;
}

export function useEditAbout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (edit: AboutEdit) =>
      apiRequest<z.infer<typeof aboutEditResponse>>('/institute/edit-aboutus/', {
        method: 'POST',
        body: aboutEditForm(edit),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: aboutKeys.all }),
  });
}
