import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '../../../lib/i18n';
import { renderRoutes } from '../../../test/render';
import { SignupForm } from './signup-form';

beforeAll(() => loadNamespaces('accounts'));

/** The form inside a router: its terms link is a route link. */
function renderForm() {
  return renderRoutes([{ path: '/signup', element: <SignupForm onRegistered={vi.fn()} /> }], '/signup');
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function submitButton() {
  return screen.getByRole('button', { name: 'Бүртгүүлэх' }) as HTMLButtonElement;
}

function fillValid() {
  fill('Хэрэглэгчийн нэр', 'bataa01');
  fill('Имэйл', 'bataa@example.mn');
  fill('Утасны дугаар', '99112233');
  fill('Нууц үг', 'Secret#2024x');
  fill('Нууц үг давтах', 'Secret#2024x');
  fireEvent.click(screen.getByLabelText('Үйлчилгээний нөхцөлийг зөвшөөрч байна'));
}

describe('SignupForm', () => {
  it('links the terms in the checkbox label to the terms page, in a new tab', () => {
    renderForm();
    const link = screen.getByRole('link', { name: 'Үйлчилгээний нөхцөлийг' });
    expect(link.getAttribute('href')).toBe('/terms');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('keeps submit disabled until every field is valid and the terms are accepted', async () => {
    renderForm();
    expect(submitButton().disabled).toBe(true);

    fillValid();
    await waitFor(() => expect(submitButton().disabled).toBe(false));

    fireEvent.click(screen.getByLabelText('Үйлчилгээний нөхцөлийг зөвшөөрч байна'));
    await waitFor(() => expect(submitButton().disabled).toBe(true));
  });

  it('shows the mismatch message when the confirmation differs', async () => {
    renderForm();
    fillValid();
    fill('Нууц үг давтах', 'Secret#2024y');
    expect(await screen.findByText('Нууц үгнүүд таарахгүй байна!')).toBeTruthy();
    expect(submitButton().disabled).toBe(true);

    // Fixing the first password to match clears the message too.
    fill('Нууц үг', 'Secret#2024y');
    await waitFor(() => expect(screen.queryByText('Нууц үгнүүд таарахгүй байна!')).toBeNull());
  });

  it('shows the spec messages for a bad phone and a Cyrillic username', async () => {
    renderForm();
    fill('Утасны дугаар', '0911');
    fill('Хэрэглэгчийн нэр', 'батаа');
    expect(await screen.findByText('Утасны дугаараа зөв оруулна уу!')).toBeTruthy();
    expect(await screen.findByText('Зөвхөн англи үсэг болон тоо оруулна уу!')).toBeTruthy();
  });
});

describe('SignupForm mismatch', () => {
  it('shows the mismatch message even while other fields are still invalid', async () => {
    renderForm();
    fill('Нууц үг', 'abc');
    fill('Нууц үг давтах', 'abd');
    expect(await screen.findByText('Нууц үгнүүд таарахгүй байна!')).toBeTruthy();
  });
});
