import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/auth-store';
import { loadNamespaces } from '../../../lib/i18n';
import { renderRoutes, stubFetch } from '../../../test/render';
import type { RegistrationSlots } from '../components/registration-slots';
import { guidance } from './submission-fixtures';
import { feeDeadlinePassed, RegistrationWizardPage } from './registration-wizard-page';

beforeAll(() => loadNamespaces('submission'));
afterEach(() => vi.unstubAllGlobals());

const PROFILE = '/api/user/api/v-user-profile-short/';
const GUIDANCE = '/api/award/registration-guidance/';
const REGISTER = '/api/award/register-annual-festival/';
const EMAIL_CODE = '/api/award/registration-email-code/';
const ENTRANT_REQUEST = '/api/award/entrant-request/';
const OWN_FILMS = '/api/award/registration-own-films/';

const profile = (ustga: boolean) => ({
  user_profile: {
    contributer: false,
    main_contributer: false,
    admin: false,
    critic: false,
    publisher: false,
    ustga,
    name: 'entrant',
    slug: 'entrant',
    image: null,
    background: null,
  },
});

// The artists' and movies' create forms stand in as one button each.
const slots: RegistrationSlots = {
  DirectorForm: ({ onCreated }) => (
    <button type="button" onClick={() => onCreated({ id: 41, name: 'Бямбасүрэн', photo: null })}>
      create director
    </button>
  ),
  FilmForm: ({ director, onCreated }) => (
    <button type="button" onClick={() => onCreated({ id: 77, name: 'Тал нутгийн салхи' })}>
      {`create film by ${director?.name}`}
    </button>
  ),
};

function Page() {
  return <RegistrationWizardPage {...slots} />;
}

/** The server's answers; `mayRegister` is its verdict in the guidance (the wizard re-types no rule). */
function serve(
  register: { status?: number; body: unknown },
  mayRegister = true,
  edition = guidance,
  ownFilms: unknown[] = [],
) {
  const posted: FormData[] = [];
  const json: unknown[] = [];
  const answer = stubFetch({
    [PROFILE]: { body: profile(mayRegister) },
    [GUIDANCE]: { body: { ...edition, can_register: mayRegister } },
    [REGISTER]: register,
    [EMAIL_CODE]: { body: { success: true, message: 'Баталгаажуулах код илгээлээ!', wait: 60 } },
    [ENTRANT_REQUEST]: { body: { success: true, message: 'Таны хүсэлтийг админуудад илгээлээ.' } },
    [OWN_FILMS]: { body: { films: ownFilms } },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.body instanceof FormData) posted.push(init.body);
      else if (typeof init?.body === 'string') json.push(JSON.parse(init.body));
      return answer(input);
    }),
  );
  setToken('token');
  return Object.assign(posted, { json });
}

const render = () =>
  renderRoutes(
    [
      { path: '/festival/annual/register', Component: Page },
      { path: '/', Component: () => <p>home page</p> },
    ],
    '/festival/annual/register?name=ulaanbaatar-film-festival&year=2026',
  );

const next = () => screen.getByRole('button', { name: 'Дараах' });

async function walkToSubmit() {
  await screen.findByRole('heading', { level: 2, name: '5-аас 1-р алхам: Танилцуулга' });
  fireEvent.click(next());
  await screen.findByRole('heading', { level: 2, name: 'Бүртгэлийн журам' });
  expect(next()).toHaveProperty('disabled', true);
  fireEvent.click(screen.getByLabelText('Би зааврыг уншиж, зөвшөөрч байна'));
  fireEvent.click(next());
  // Picking the director is optional (the register number names them); the wizard picks one here.
  expect(next()).toHaveProperty('disabled', false);
  fireEvent.click(screen.getByRole('button', { name: 'Шинэ найруулагч нэмэх' }));
  fireEvent.click(screen.getByRole('button', { name: 'create director' }));
  expect(screen.getByTestId('wizard-chosen').textContent).toContain('Бямбасүрэн');
  fireEvent.click(next());
  await screen.findByRole('heading', { level: 2, name: '5-аас 4-р алхам: Кино' });
  expect(next()).toHaveProperty('disabled', true);
  fireEvent.click(await screen.findByRole('button', { name: 'create film by Бямбасүрэн' }));
  fireEvent.click(next());
  await screen.findByRole('heading', { level: 2, name: '5-аас 5-р алхам: Илгээх' });
}

async function fillContact() {
  fireEvent.change(screen.getByRole('textbox', { name: /^Найруулагчийн РД/ }), {
    target: { value: 'уб90010101' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: /^Имэйл$|^Имэйл \*/ }), {
    target: { value: 'entrant@example.mn' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: /^Утасны дугаар/ }), { target: { value: '99112233' } });
  fireEvent.change(screen.getByRole('textbox', { name: /^Киноны татах холбоос/ }), {
    target: { value: 'https://drive.example.com/film.mp4' },
  });
  for (const box of screen.getAllByRole('checkbox')) fireEvent.click(box);
}

describe('the registration wizard', () => {
  it('offers the films the entrant added before: picking one registers it, nothing is created again', async () => {
    const posted = serve({ body: { success: true, message: 'Бүртгэл амжилттай!' } }, true, guidance, [
      { id: 55, slug: 'umnu-kino', m_title: 'Өмнөх кино', i_title: 'The Earlier Film', year: 2026, poster: null },
    ]);
    render();
    await screen.findByRole('heading', { level: 2, name: '5-аас 1-р алхам: Танилцуулга' });
    fireEvent.click(next());
    fireEvent.click(await screen.findByLabelText('Би зааврыг уншиж, зөвшөөрч байна'));
    fireEvent.click(next());
    fireEvent.click(next());
    await screen.findByRole('heading', { level: 2, name: '5-аас 4-р алхам: Кино' });
    const own = await screen.findByRole('list', { name: 'Өмнө нэмсэн кинонууд' });
    expect(within(own).getByText('Өмнөх кино')).toBeTruthy();
    // The create form waits behind its button while there are films to pick.
    expect(screen.queryByRole('button', { name: /^create film/ })).toBeNull();
    fireEvent.click(within(own).getByRole('button', { name: 'Сонгох' }));
    expect(screen.getByTestId('wizard-chosen').textContent).toContain('Өмнөх кино');
    fireEvent.click(next());
    await screen.findByRole('heading', { level: 2, name: '5-аас 5-р алхам: Илгээх' });
    await fillContact();
    const submit = screen.getByRole('button', { name: 'Бүртгэл илгээх' });
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    fireEvent.click(submit);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0].get('movie')).toBe('55');
  });

  it('walks five steps, submits when every form is valid and shows the fee dialog; OK goes home', async () => {
    const posted = serve({ body: { success: true, message: 'Бүртгэл амжилттай!' } });
    const { router } = render();
    await walkToSubmit();
    const submit = screen.getByRole('button', { name: 'Бүртгэл илгээх' });
    expect(submit).toHaveProperty('disabled', true);

    // A phone code of letters is refused in the contract's words.
    const code = screen.getByRole('textbox', { name: /^Улсын код/ });
    fireEvent.change(code, { target: { value: 'ab' } });
    await screen.findByText('Та зөвхөн тоо оруулна уу!');
    fireEvent.change(code, { target: { value: '976' } });
    await fillContact();
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));

    // Back keeps what was typed.
    fireEvent.click(screen.getByRole('button', { name: 'Буцах' }));
    fireEvent.click(next());
    expect((screen.getByRole('textbox', { name: /^Утасны дугаар/ }) as HTMLInputElement).value).toBe('99112233');

    fireEvent.click(screen.getByRole('button', { name: 'Бүртгэл илгээх' }));
    const dialog = await screen.findByRole('dialog', { name: 'Бүртгэл амжилттай' });
    expect(
      within(dialog).getByText('Төлбөрөө 2099.05.25 23:59-аас өмнө (Улаанбаатарын цагаар) төлнө үү.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Дүн 2099.06.01-нд зарлагдана.')).toBeTruthy();
    expect(Object.fromEntries(posted[0].entries())).toEqual({
      email: 'entrant@example.mn',
      phone_code: '976',
      phone_number: '99112233',
      movie_link: 'https://drive.example.com/film.mp4',
      consent1: 'true',
      consent2: 'true',
      consent3: 'true',
      consent4: 'true',
      movie: '77',
      director_id: 'УБ90010101',
      director_artist: '41',
      festival: 'ulaanbaatar-film-festival',
      year: '2026',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'За' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  }, 20_000);

  it('refuses a register number of the wrong form and mails a code to the address typed', async () => {
    const sent = serve({ body: { success: true, message: 'Бүртгэл амжилттай!' } });
    render();
    await walkToSubmit();
    fireEvent.change(screen.getByRole('textbox', { name: /^Найруулагчийн РД/ }), {
      target: { value: 'AB12345678' },
    });
    await screen.findByText('Регистрийн дугаараа зөв оруулна уу! (2 үсэг, 8 тоо)');
    const sendCode = screen.getByRole('button', { name: 'Код илгээх' });
    expect(sendCode).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByRole('textbox', { name: /^Имэйл$|^Имэйл \*/ }), {
      target: { value: 'producer@example.mn' },
    });
    await waitFor(() => expect(sendCode).toHaveProperty('disabled', false));
    fireEvent.click(sendCode);
    await screen.findByText('producer@example.mn хаяг руу код илгээлээ.');
    expect(sent.json).toEqual([{ email: 'producer@example.mn' }]);
  });

  it('replaces the page by the server message when the registration is refused', async () => {
    serve({ status: 400, body: { success: false, message: 'Энэ кино энэ оны наадамд бүртгэгдсэн байна!' } });
    render();
    await walkToSubmit();
    await fillContact();
    const submit = screen.getByRole('button', { name: 'Бүртгэл илгээх' });
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    fireEvent.click(submit);
    const alert = await screen.findByTestId('registration-failure');
    expect(alert.textContent).toBe('Энэ кино энэ оны наадамд бүртгэгдсэн байна!');
    expect(screen.queryByRole('button', { name: 'Бүртгэл илгээх' })).toBeNull();
  });

  it('tells a member without the entrant flag how to get it, and asks the admins for it', async () => {
    const sent = serve({ body: {} }, false);
    render();
    await screen.findByText(/бүртгүүлэх эрх шаардлагатай/);
    expect(screen.queryByRole('button', { name: 'Дараах' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Бүртгүүлэх эрх хүсэх' }));
    await screen.findByTestId('entrant-requested');
    expect(sent.json).toEqual([{}]);
    expect(screen.queryByRole('button', { name: 'Бүртгүүлэх эрх хүсэх' })).toBeNull();
  });

  it('says the registration is closed, with no steps, once the fee deadline has passed', async () => {
    serve({ body: {} }, true, { ...guidance, payment_deadline: '2020-05-25T23:59' });
    render();
    await screen.findByText(/бүртгэл хаагдсан байна/);
    expect(screen.queryByRole('button', { name: 'Дараах' })).toBeNull();
  });

  it('reads the deadline as Ulaanbaatar time', () => {
    const deadline = '2026-05-25T23:59';
    expect(feeDeadlinePassed(deadline, Date.parse('2026-05-25T15:58:00Z'))).toBe(false);
    expect(feeDeadlinePassed(deadline, Date.parse('2026-05-25T16:00:00Z'))).toBe(true);
    expect(feeDeadlinePassed(null)).toBe(false);
  });
});
