import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { REVIEW_MAX, SEASON_REVIEW_MAX } from '@mfi/contract/limits';
import { movieReviewBody, seasonReviewBody } from '@mfi/contract/reviews.schemas';
import { loadNamespaces } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { ReviewFormDialog } from './review-form-dialog';

beforeAll(() => loadNamespaces('movies'));

const empty = { grade: null, review: '', spoiler: false, review_check: false };

type Props = Parameters<typeof ReviewFormDialog>[0];
const movieForm: Props = {
  ns: 'movies',
  withGrade: true,
  reviewMax: REVIEW_MAX,
  schema: movieReviewBody,
  ids: { movie: 'm' },
  open: true,
  current: empty,
  onClose: () => {},
  onSave: vi.fn(),
  onDelete: vi.fn(),
};
const renderDialog = (props: Partial<Props>) => renderWithProviders(<ReviewFormDialog {...movieForm} {...props} />);

describe('the rating dialog', { timeout: 20_000 }, () => {
  it('lists every problem in the spec’s words, then saves the grade as a number', async () => {
    const onSave = vi.fn(async () => ({}));
    renderDialog({ onSave });
    fireEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Та тоон үнэлгээ заавал оруулах шаардлагатай!')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Тоон үнэлгээ (0-100)'), { target: { value: '50.5' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Сэтгэгдэл' }), { target: { value: 'я'.repeat(501) } });
    fireEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() => expect(within(screen.getByRole('alert')).getAllByRole('listitem')).toHaveLength(2));
    expect(within(screen.getByRole('alert')).getByText('Та тоон үнэлгээгээ зөв оруулна уу!')).toBeTruthy();
    expect(within(screen.getByRole('alert')).getByText('500 тэмдэгтээс хэтэрлээ!')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Тоон үнэлгээ (0-100)'), { target: { value: '85' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Сэтгэгдэл' }), { target: { value: '  Гайхалтай  ' } });
    fireEvent.click(screen.getByLabelText('Спойлер агуулсан'));
    // 85 × 0.05 = 4.25, shown as 4.5 stars.
    expect(screen.getAllByRole('img', { name: '5-аас 4.5 од' }).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ grade: 85, review: 'Гайхалтай', spoiler: true }));
  });

  it('opens with the caller’s review and deletes only after a confirmation', async () => {
    const onDelete = vi.fn(async () => ({}));
    const onClose = vi.fn();
    renderDialog({
      current: { grade: 64, review: 'Дунд зэрэг', spoiler: true, review_check: true },
      onClose,
      onDelete,
    });
    expect((screen.getByLabelText('Тоон үнэлгээ (0-100)') as HTMLInputElement).value).toBe('64');
    expect((screen.getByRole('textbox', { name: 'Сэтгэгдэл' }) as HTMLTextAreaElement).value).toBe('Дунд зэрэг');
    expect((screen.getByLabelText('Спойлер агуулсан') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Устгах' }));
    expect(onDelete).not.toHaveBeenCalled();
    const confirm = await screen.findByRole('dialog', { name: 'Устгах уу?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Устгах' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledOnce());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("hints the grade range under the grade box in the spec's words (part 2 section 5)", async () => {
    renderDialog({});
    const box = screen.getByLabelText('Тоон үнэлгээ (0-100)');
    const hint = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Та 0-100 хооронд тоо оруулна уу!');
  });

  it('a season review has no grade and needs its text', async () => {
    const onSave = vi.fn(async () => ({}));
    renderDialog({
      withGrade: false,
      reviewMax: SEASON_REVIEW_MAX,
      schema: seasonReviewBody,
      ids: { serialSlug: 's', seasonSlug: 'season-1' },
      onSave,
    });
    expect(screen.queryByLabelText('Тоон үнэлгээ (0-100)')).toBeNull();
    expect(screen.queryByText('Та 0-100 хооронд тоо оруулна уу!')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    expect(await within(await screen.findByRole('alert')).findByText('Та сэтгэгдлээ бичнэ үү!')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Сэтгэгдэл' }), {
      target: { value: 'Гуравдугаар улирал хамгийн сайн нь.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        expect.objectContaining({ review: 'Гуравдугаар улирал хамгийн сайн нь.', spoiler: false }),
      ),
    );
  });
});
