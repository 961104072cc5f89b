import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { loadNamespaces, setLanguage } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { MessageComposer } from './message-composer';

beforeAll(() => loadNamespaces('feed'));
afterEach(() => setLanguage('mn'));

const box = () => screen.getByRole('textbox', { name: 'Богино зурвас' });
const post = () => screen.getByRole('button', { name: 'Нийтлэх' });
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });

describe('the short message box', () => {
  it('stays off while empty, and says the spec’s “required” for a blank text', () => {
    renderWithProviders(<MessageComposer onPost={vi.fn()} />);
    expect(post()).toHaveProperty('disabled', true);
    expect(screen.getByText('0 / 1000')).toBeTruthy();
    type('   \n  ');
    expect(post()).toHaveProperty('disabled', true);
    expect(screen.getByRole('alert').textContent).toBe('Бичих шаардлагатай!');
  });

  it('takes 1,000 characters and refuses the 1,001st with the limit’s text, counting as one types', () => {
    const onPost = vi.fn();
    renderWithProviders(<MessageComposer onPost={onPost} />);
    type('я'.repeat(1000));
    expect(screen.getByText('1000 / 1000')).toBeTruthy();
    expect(post()).toHaveProperty('disabled', false);
    expect(screen.queryByRole('alert')).toBeNull();
    type('я'.repeat(1001));
    expect(screen.getByText('1001 / 1000')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('1000 тэмдэгтээс хэтэрлээ!');
    expect(post()).toHaveProperty('disabled', true);
    fireEvent.submit(box().closest('form')!);
    expect(onPost).not.toHaveBeenCalled();
  });

  it('posts the text, then empties the box', async () => {
    const onPost = vi.fn().mockResolvedValue({});
    renderWithProviders(<MessageComposer onPost={onPost} />);
    type('Сайн байна уу?');
    fireEvent.click(post());
    await waitFor(() => expect(onPost).toHaveBeenCalledWith('Сайн байна уу?'));
    await waitFor(() => expect((box() as HTMLTextAreaElement).value).toBe(''));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the rate limit with its wait in the reader’s language, keeping the text', async () => {
    setLanguage('en');
    const limited = new ApiError(429, {
      detail: 'Хэт олон удаа оролдлоо. 42 секундын дараа дахин оролдоно уу!',
      wait: 42,
    });
    renderWithProviders(<MessageComposer onPost={vi.fn().mockRejectedValue(limited)} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Short message' }), { target: { value: 'twenty-first' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Too many attempts. Try again in 42 seconds');
    expect((screen.getByRole('textbox', { name: 'Short message' }) as HTMLTextAreaElement).value).toBe('twenty-first');
  });

  it('shows the server’s field text (the length rule) under the box', async () => {
    const tooLong = new ApiError(400, { body: ['1000 тэмдэгтээс хэтэрлээ!'] });
    renderWithProviders(<MessageComposer onPost={vi.fn().mockRejectedValue(tooLong)} />);
    type('ok');
    fireEvent.click(post());
    expect((await screen.findByRole('alert')).textContent).toBe('1000 тэмдэгтээс хэтэрлээ!');
    type('ok!');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
