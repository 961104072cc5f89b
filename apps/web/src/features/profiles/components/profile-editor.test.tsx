import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { birthdayMax, type UserObject } from '@mfi/contract/profiles.schemas';
import { ApiError } from '../../../lib/api-client';
import { i18n, loadNamespaces } from '../../../lib/i18n';
import { useSnack } from '../../../lib/snackbar';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { profileFormData, type ProfilePayload } from './profile-form-values';
import { ProfileEditorForm } from './profile-editor-dialog';

beforeAll(() => loadNamespaces('profiles'));
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('mn');
});

const user: UserObject = {
  username: 'member',
  slug: 'member',
  firstname: 'Энхжин',
  lastname: 'Очир',
  email: 'member@example.mn',
  birthday: '1995-03-08',
  birthdaycheck: false,
  country: 1,
  country_name: 'Монгол',
  bio: 'Кино сонирхогч',
  facebook: '',
  instagram: '',
  twitter: '',
  youtube: '',
  youtubename: '',
  youtubebanner: '',
  image: null,
  backgroundimage: null,
  registered: '2026-01-02T03:04:05.000Z',
  title: 'member',
  critic: false,
  userartist: null,
  followers: 0,
  followings: 0,
  moviereview: 0,
  moviedetailedreview: 0,
  favoritemovies: 0,
  favoriteshortmovies: 0,
  reactedmovies: 0,
  watchmovies: 0,
  usermovielist: 0,
  episodereview: 0,
  episodedetailedreview: 0,
  favoriteserials: 0,
  watchserials: 0,
  userseriallist: 0,
  idols: 0,
  publishedarticles: 0,
  unpublishedarticles: null,
  is_owner: true,
  following: false,
  blocked: false,
  beingblocked: false,
};

const countries = {
  country_list: [
    { id: 1, country_code: 'MN', country_mongol_name: 'Монгол', country_english_name: 'Mongolia' },
    { id: 2, country_code: 'JP', country_mongol_name: 'Япон', country_english_name: 'Japan' },
  ],
};

function renderEditor(onSave = vi.fn(async (_: ProfilePayload) => ({}))) {
  vi.stubGlobal('fetch', vi.fn(stubFetch({ '/api/country/api-production-country-list/': { body: countries } })));
  const onClose = vi.fn();
  renderWithProviders(
    <>
      <ProfileEditorForm user={user} onClose={onClose} onSave={onSave} />
      <SnackText />
    </>,
  );
  return { onSave, onClose };
}

const box = (name: RegExp | string) => screen.getByRole('textbox', { name });
const save = () => screen.getByRole('button', { name: 'Хадгалах' });
const type = (element: HTMLElement, value: string) => {
  fireEvent.change(element, { target: { value } });
  fireEvent.blur(element);
};
const birthday = () => screen.getByLabelText('Төрсөн өдөр') as HTMLInputElement;

describe('the profile editor’s checks', () => {
  it('opens on the saved profile, with the birthday picker bounded to 1900-01-01 and today', () => {
    renderEditor();
    expect(box('Овог')).toHaveProperty('value', 'Очир');
    expect(box('Нэр')).toHaveProperty('value', 'Энхжин');
    expect(box(/Имэйл хаяг/)).toHaveProperty('value', 'member@example.mn');
    expect(birthday().value).toBe('1995-03-08');
    expect(birthday().min).toBe('1900-01-01');
    expect(birthday().max).toBe(birthdayMax());
    screen.getByText('Хамгийн ихдээ 1500 тэмдэгт · 14 / 1500');
  });

  it('refuses a bio of 1,501 characters with the spec’s limit and counts it', async () => {
    renderEditor();
    type(box('Миний тухай'), 'а'.repeat(1501));
    await screen.findByText('1500 тэмдэгтээс хэтэрлээ!');
    await waitFor(() => expect(save()).toHaveProperty('disabled', true));
    type(box('Миний тухай'), 'а'.repeat(1500));
    await screen.findByText('Хамгийн ихдээ 1500 тэмдэгт · 1500 / 1500');
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
  });

  it('refuses a birthday before 1900 or after today', async () => {
    renderEditor();
    type(birthday(), '1899-12-31');
    expect(await screen.findByText(messageOf('birthdayInvalid'))).toBeTruthy();
    const tomorrow = new Date(Date.parse(`${birthdayMax()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    type(birthday(), tomorrow);
    expect(await screen.findByText(messageOf('birthdayInvalid'))).toBeTruthy();
    type(birthday(), '1900-01-01');
    await waitFor(() => expect(screen.queryByText(messageOf('birthdayInvalid'))).toBeNull());
  });

  it('refuses a blank or malformed e-mail with the spec’s texts', async () => {
    renderEditor();
    type(box(/Имэйл хаяг/), '');
    await screen.findByText('Та имэйл хаягаа оруулна уу!');
    type(box(/Имэйл хаяг/), 'not-an-email');
    await screen.findByText('Таны имэйл хаягаа зөв оруулна уу!');
  });

  it('refuses a PNG for the photo with the spec’s JPEG message', async () => {
    const { container } = renderEditorWithContainer();
    const [photoInput] = container.querySelectorAll<HTMLInputElement>('input[type=file]');
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'photo.png', { type: 'image/png' });
    fireEvent.change(photoInput, { target: { files: [png] } });
    await screen.findByText('Та JPEG өргөтгөлтэй зураг оруулна уу!');
  });

  it('saves the checked fields under the spec’s names, trimmed, with the hide switch on', async () => {
    const { onSave, onClose } = renderEditor();
    type(box('Овог'), 'Батаа');
    type(box('Миний тухай'), '  Баримтат кинонд дуртай  ');
    fireEvent.click(screen.getByRole('switch', { name: 'Төрсөн өдрөө бусдаас нуух' }));
    type(box('Instagram'), '@enkhjin');
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    fireEvent.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const body = profileFormData(onSave.mock.calls[0][0]);
    expect(Object.fromEntries(body.entries())).toEqual({
      lastname: 'Батаа',
      firstname: 'Энхжин',
      email: 'member@example.mn',
      birthday: '1995-03-08',
      birthdayhide: 'true',
      country: '1',
      bio: 'Баримтат кинонд дуртай',
      facebook: '',
      instagram: '@enkhjin',
      twitter: '',
      youtube: '',
      youtubename: '',
      youtubebanner: '',
    });
    await waitFor(() => expect(screen.getByTestId('snack').textContent).toBe('Таны мэдээлэл хадгалагдлаа!'));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the server’s e-mail refusal under the field, in English too, and the red failure text', async () => {
    await i18n.changeLanguage('en');
    const taken = new ApiError(400, { email: ['Бүртгэгдсэн имейл хаяг!'] });
    const { onClose } = renderEditor(
      vi.fn(async () => {
        throw taken;
      }),
    );
    type(box(/E-mail/), 'taken@example.mn');
    type(screen.getByLabelText(/Current password/), 'Strong#Pass123');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('This e-mail is already registered');
    await waitFor(() => expect(screen.getByTestId('snack').textContent).toBe('Error occurred, try again'));
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('the current password of an e-mail change', () => {
  const password = () => screen.queryByLabelText(/Одоогийн нууц үг/) as HTMLInputElement | null;

  it('is asked for only when the e-mail changes, and sent with it', async () => {
    const { onSave } = renderEditor();
    expect(password()).toBeNull();
    type(box(/Имэйл хаяг/), 'MEMBER@example.mn'); // the same address in another case is no change
    expect(password()).toBeNull();
    type(box(/Имэйл хаяг/), 'new@example.mn');
    expect(password()).not.toBeNull();
    expect(password()!.type).toBe('password');
    expect(password()!.autocomplete).toBe('current-password');
    await waitFor(() => expect(save()).toHaveProperty('disabled', true));
    type(password()!, 'x');
    type(password()!, '');
    await screen.findByText('Та нууц үгээ оруулна уу!');
    type(password()!, 'Strong#Pass123');
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    fireEvent.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const body = profileFormData(onSave.mock.calls[0][0]);
    expect([body.get('email'), body.get('password')]).toEqual(['new@example.mn', 'Strong#Pass123']);
  });

  it('shows the server’s wrong-password answer under the field, in English too', async () => {
    await i18n.changeLanguage('en');
    renderEditor(
      vi.fn(async () => {
        throw new ApiError(400, { password: ['Нууц үгээ зөв оруулна уу!'] });
      }),
    );
    type(box(/E-mail/), 'new@example.mn');
    type(screen.getByLabelText(/Current password/), 'Wrong#Pass1234');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Please re-enter your password');
  });

  it('is not sent when the e-mail stays', async () => {
    const { onSave } = renderEditor();
    type(box('Овог'), 'Батаа');
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    fireEvent.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(profileFormData(onSave.mock.calls[0][0]).has('password')).toBe(false);
  });
});

function renderEditorWithContainer() {
  vi.stubGlobal('fetch', vi.fn(stubFetch({ '/api/country/api-production-country-list/': { body: countries } })));
  return renderWithProviders(<ProfileEditorForm user={user} onClose={vi.fn()} onSave={vi.fn()} />);
}

/** The shell's snackbar, as text. */
function SnackText() {
  return <output data-testid="snack">{useSnack()?.message}</output>;
}

function messageOf(key: 'birthdayInvalid') {
  return i18n.t(`errors:${key}`);
}
