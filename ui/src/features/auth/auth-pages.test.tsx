// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GuestOnly } from '../../app/guards';
import { session } from '../../lib/session';
import { toaster } from '../../lib/toaster';
import { type RecordedRequest, installFakeServer, json } from '../../test/fake-server';
import { LocationProbe, renderRoutes } from '../../test/render';
import { ForgotPasswordPage } from './forgot-password-page';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';
import { ResetPasswordPage } from './reset-password-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const routes: RouteObject[] = [
  {
    Component: GuestOnly,
    children: [
      { path: 'login', Component: LoginPage },
      { path: 'register', Component: RegisterPage },
      { path: 'forgot/password', Component: ForgotPasswordPage },
      { path: 'password/reset/:token', Component: ResetPasswordPage },
    ],
  },
  { path: '*', element: <LocationProbe /> },
];

const open = (path: string) => renderRoutes(routes, { path, namespaces: ['auth'] });
/** The input labelled exactly `label` (a required field's label ends with an asterisk). */
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`), { selector: 'input' });
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const problem = (status: number, body: Record<string, unknown>, headers = {}) =>
  json({ status, ...body }, status, headers);

describe('login page', () => {
  it('prefills the e-mail, shows a wrong password on the form, then goes to the remembered page', async () => {
    const errorToast = vi.spyOn(toaster, 'create');
    let attempts = 0;
    const requests = installFakeServer(() =>
      ++attempts === 1
        ? problem(401, { title: 'Имэйл эсвэл нууц үг буруу байна.' })
        : json({ accessToken: 'a1', tokenType: 'Bearer', expiresAt: '2099-01-01T00:00:00Z' }),
    );
    await open('/login?email=bold%40khanpalace.mn&redirect=%2Fp%2Fkhan-palace');
    expect(await screen.findByRole('heading', { level: 1, name: 'Нэвтрэх' })).toBeTruthy();
    expect((field('Имэйл хаяг') as HTMLInputElement).value).toBe('bold@khanpalace.mn');

    type('Нууц үг', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Нэвтрэх' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Имэйл эсвэл нууц үг буруу байна.');
    expect(document.activeElement).toBe(field('Нууц үг'));
    expect(errorToast).not.toHaveBeenCalled();
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/login',
      body: { email: 'bold@khanpalace.mn', password: 'wrong-password' },
    });

    type('Нууц үг', 'right-password');
    fireEvent.click(screen.getByRole('button', { name: 'Нэвтрэх' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/p/khan-palace'));
    expect(session.get()).toMatchObject({
      token: 'a1',
      expiresAt: '2099-01-01T00:00:00Z',
    });
  });

  it('shows the wait after too many attempts and holds the button', async () => {
    installFakeServer(() =>
      problem(429, { title: 'Хэт олон оролдлого.' }, { 'Retry-After': '42' }),
    );
    await open('/login');
    await screen.findByRole('heading', { level: 1, name: 'Нэвтрэх' });
    type('Имэйл хаяг', 'bold@khanpalace.mn');
    type('Нууц үг', 'guess');
    fireEvent.click(screen.getByRole('button', { name: 'Нэвтрэх' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Хэт олон удаа оролдлоо. 42 секундын дараа дахин оролдоно уу.',
    );
    expect(screen.getByRole('button', { name: 'Нэвтрэх' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('register page', () => {
  const fill = () => {
    type('Нэр', 'Болд');
    type('Албан тушаал', 'Захирал');
    type('Утасны дугаар', '99112233');
    type('Имэйл хаяг', ' bold@khanpalace.mn ');
    type('Нууц үг', 'sain-baina-uu');
  };

  it('checks the confirmation itself and never sends it', async () => {
    const errorToast = vi.spyOn(toaster, 'create');
    let taken = true;
    const requests = installFakeServer(() =>
      taken
        ? problem(400, {
            title: 'Алдаа',
            errors: { email: ['Энэ имэйл хаяг бүртгэлтэй байна.'] },
          })
        : json({ id: 'u-1', position: '3' }, 201),
    );
    await open('/register');
    await screen.findByRole('heading', { level: 1, name: 'Бүртгүүлэх' });
    fill();
    type('Нууц үгээ давтах', 'sain-baina-uu!');
    fireEvent.click(screen.getByRole('button', { name: 'Бүртгүүлэх' }));
    const confirmation = field('Нууц үгээ давтах');
    await waitFor(() => expect(confirmation.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Нууц үг таарахгүй байна.')).toBeTruthy();
    expect(requests).toHaveLength(0);

    type('Нууц үгээ давтах', 'sain-baina-uu');
    fireEvent.click(screen.getByRole('button', { name: 'Бүртгүүлэх' }));
    const email = field('Имэйл хаяг');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Энэ имэйл хаяг бүртгэлтэй байна.')).toBeTruthy();
    expect(errorToast).not.toHaveBeenCalled();
    expect((requests[0] as RecordedRequest).body).toEqual({
      name: 'Болд',
      position: 'Захирал',
      phoneNumber: '99112233',
      email: 'bold@khanpalace.mn',
      password: 'sain-baina-uu',
    });

    taken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Бүртгүүлэх' }));
    expect(await screen.findByText('Бүртгэл амжилттай үүслээ')).toBeTruthy();
    const login = screen.getByRole('link', { name: 'Нэвтрэх' });
    expect(login.getAttribute('href')).toBe('/login?email=bold%40khanpalace.mn');
  });
});

describe('forgot password page', () => {
  it('shows the server answer in place of the form', async () => {
    const requests = installFakeServer(() =>
      json({ message: 'Нууц үг сэргээх холбоос илгээлээ.' }),
    );
    await open('/forgot/password?email=bold%40khanpalace.mn');
    await screen.findByRole('heading', { level: 1, name: 'Нууц үг сэргээх' });
    fireEvent.click(screen.getByRole('button', { name: 'Холбоос илгээх' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Нууц үг сэргээх холбоос илгээлээ.',
    );
    expect(requests[0]?.body).toEqual({ email: 'bold@khanpalace.mn' });
  });
});

describe('reset password page', () => {
  it('shows a lasting notice for an expired link, with a way to get a new one', async () => {
    const errorToast = vi.spyOn(toaster, 'create');
    installFakeServer(() =>
      problem(400, {
        title: 'Холбоосын хугацаа дууссан.',
        code: 'auth.resetLinkExpired',
      }),
    );
    await open('/password/reset/t0k3n?email=bold%40khanpalace.mn');
    await screen.findByRole('heading', { level: 1, name: 'Шинэ нууц үг тохируулах' });
    type('Шинэ нууц үг', 'shine-nuuts-ug');
    type('Шинэ нууц үгээ давтах', 'shine-nuuts-ug');
    fireEvent.click(screen.getByRole('button', { name: 'Нууц үг хадгалах' }));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('хугацаа дууссан');
    expect(
      within(notice).getByRole('link', { name: 'Шинэ холбоос авах' }).getAttribute('href'),
    ).toBe('/forgot/password?email=bold%40khanpalace.mn');
    expect(errorToast).not.toHaveBeenCalled();
  });

  it('sets the new password and goes to login with a notice', async () => {
    const requests = installFakeServer(() => json({ message: 'ok' }));
    await open('/password/reset/t0k3n?email=bold%40khanpalace.mn');
    await screen.findByRole('heading', { level: 1, name: 'Шинэ нууц үг тохируулах' });
    type('Шинэ нууц үг', 'shine-nuuts-ug');
    type('Шинэ нууц үгээ давтах', 'shine-nuuts-ug');
    fireEvent.click(screen.getByRole('button', { name: 'Нууц үг хадгалах' }));
    expect(await screen.findByText('Нууц үг амжилттай солигдлоо')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Нэвтрэх' })).toBeTruthy();
    expect((field('Имэйл хаяг') as HTMLInputElement).value).toBe('bold@khanpalace.mn');
    expect(requests[0]?.body).toEqual({
      email: 'bold@khanpalace.mn',
      password: 'shine-nuuts-ug',
      token: 't0k3n',
    });
  });
});
