import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ubToday } from '@mfi/contract/fields';
import type { DiaryEntry } from '@mfi/contract/diary.schemas';
import { ApiError } from '../../../lib/api-client';
import { loadNamespaces } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { DiaryEntryDialog } from './diary-entry-dialog';
import { diaryFormSchema, diaryFormValues } from './diary-form';

// The log dialog's rules (issue 29): today in Ulaanbaatar by default and no later day, a grade only when
// asked for (0-100, whole), none for a season, the review's and tags' limits, and the server's field errors.

beforeAll(() => loadNamespaces('diary'));

const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

type Props = Parameters<typeof DiaryEntryDialog>[0];
const renderDialog = (props: Partial<Props>) =>
  renderWithProviders(
    <DiaryEntryDialog open kind="movie" title="Тэнгэрийн хаяанд" onClose={() => {}} onSave={vi.fn()} {...props} />,
  );
const save = () => fireEvent.click(screen.getByTestId('diary-save'));

describe('the diary form rules', () => {
  it('start today in Ulaanbaatar and refuse a later day, a bad grade and too many tags', () => {
    // 17:30 UTC is already the next day in Ulaanbaatar.
    const late = new Date('2026-03-10T17:30:00Z');
    expect(diaryFormValues(undefined, late).date).toBe('2026-03-11');
    const schema = diaryFormSchema('movie', () => late);
    const ok = { ...diaryFormValues(undefined, late), graded: true, grade: '75', tags: ' кино,  , найзуудтай, кино' };
    expect(schema.parse(ok)).toEqual({
      date: '2026-03-11',
      rewatch: false,
      grade: 75,
      review: '',
      tags: ['кино', 'найзуудтай'],
    });
    const issue = (values: object) => schema.safeParse({ ...ok, ...values }).error?.issues[0]?.message;
    expect(issue({ date: '2026-03-12' })).toBe('diaryFutureDate');
    expect(issue({ date: '2026-02-30x' })).toBe('invalidValue');
    expect(issue({ grade: '101' })).toBe('gradeInvalid');
    expect(issue({ grade: '50.5' })).toBe('gradeInvalid');
    expect(issue({ grade: '' })).toBe('gradeInvalid');
    expect(issue({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`).join(',') })).toBe('diaryTooManyTags');
    expect(issue({ tags: 'x'.repeat(31) })).toBe('diaryTagTooLong');
    expect(issue({ review: 'я'.repeat(1001) })).toBe('tooLong1000');
    // No grade asked for: none sent, whatever the box held.
    expect(schema.parse({ ...ok, graded: false, grade: '101' }).grade).toBeNull();
    // A season takes none.
    expect(diaryFormSchema('season', () => late).parse(ok).grade).toBeNull();
  });
});

describe('the log dialog', { timeout: 20_000 }, () => {
  it('logs today by default, offers no later day, and saves a graded rewatch', async () => {
    const onSave = vi.fn(async () => ({}));
    const onClose = vi.fn();
    renderDialog({ onSave, onClose });
    expect(screen.getByRole('heading', { name: /Үзсэнээ тэмдэглэх/ })).toBeTruthy();
    const date = screen.getByTestId('diary-date') as HTMLInputElement;
    expect(date.value).toBe(ubToday());
    expect(date.max).toBe(ubToday());

    fireEvent.change(date, { target: { value: dayAfter(ubToday(), 1) } });
    save();
    expect(await screen.findByText('Ирээдүйн өдрийг сонгох боломжгүй!')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.change(date, { target: { value: '2025-12-31' } });
    fireEvent.click(screen.getByTestId('diary-rewatch'));
    fireEvent.click(screen.getByTestId('diary-graded'));
    fireEvent.change(screen.getByTestId('diary-grade'), { target: { value: '90' } });
    expect(screen.getAllByRole('img', { name: '5-аас 4.5 од' }).length).toBeGreaterThan(0);
    fireEvent.change(screen.getByTestId('diary-review'), { target: { value: ' Дахиад л гайхалтай ' } });
    fireEvent.change(screen.getByTestId('diary-tags'), { target: { value: 'гэр бүл, шинэ жил' } });
    save();
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        date: '2025-12-31',
        rewatch: true,
        grade: 90,
        review: 'Дахиад л гайхалтай',
        tags: ['гэр бүл', 'шинэ жил'],
      }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows no grade for a season, and the server’s field errors under their fields', async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError(400, { date: ['Ирээдүйн өдрийг сонгох боломжгүй!'] });
    });
    renderDialog({ kind: 'season', onSave });
    expect(screen.queryByTestId('diary-graded')).toBeNull();
    expect(screen.getByText(/Улиралд үнэлгээ өгөхгүй/)).toBeTruthy();
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ grade: null })));
    expect(await screen.findByText('Ирээдүйн өдрийг сонгох боломжгүй!')).toBeTruthy();
  });

  it('edits an entry as it is, and deletes it only after a confirmation', async () => {
    const entry: DiaryEntry = {
      id: 7,
      date: '2025-05-04',
      rewatch: true,
      grade: 64,
      title: 'Кино',
      title_en: 'Movie',
      slug: 'movie',
      kind: 'movie',
      year: 2001,
      poster: null,
      review: 'Дунд зэрэг',
      tags: ['a', 'b'],
      can_edit: true,
    };
    const onDelete = vi.fn(async () => ({}));
    const onClose = vi.fn();
    renderDialog({ entry, onDelete, onClose });
    expect((screen.getByTestId('diary-date') as HTMLInputElement).value).toBe('2025-05-04');
    expect((screen.getByTestId('diary-grade') as HTMLInputElement).value).toBe('64');
    expect((screen.getByTestId('diary-tags') as HTMLInputElement).value).toBe('a, b');
    fireEvent.click(screen.getByTestId('diary-delete'));
    expect(onDelete).not.toHaveBeenCalled();
    // The confirmation hides the form from the accessibility tree: its delete button is the one named so.
    const confirm = await screen.findByRole('dialog', { name: 'Тэмдэглэлийг устгах уу?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Устгах' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalled());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
