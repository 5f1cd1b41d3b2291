import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { EN } from '../../testing/english';
import { LoginForm } from './LoginForm';

/** The api function's answer to the next call, released when the test says so. */
function pendingAnswer() {
  let release!: (status: number, body: unknown) => void;
  const fetchMock = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        release = (status, body) => resolve(new Response(JSON.stringify(body), { status }));
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, release: (status: number, body: unknown) => release(status, body) };
}

function renderForm(state?: unknown) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/login', state }]}>
      <Routes>
        <Route path="/login" element={<LoginForm />} />
        <Route path="/careers" element={<h1>Careers page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return {
    email: screen.getByRole('textbox', { name: /email/i }) as HTMLInputElement,
    request: () => screen.getByRole('button', { name: /request code|requesting/i }) as HTMLButtonElement,
  };
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

/** Fills the first step and presses Request. */
function requestCode(email: string, userType: 'Volunteer' | 'Senior Citizen') {
  const form = renderForm();
  type(form.email, email);
  fireEvent.click(screen.getByRole('radio', { name: userType }));
  fireEvent.click(form.request());
  return form;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('LoginForm', () => {
  it('enables Request only for a valid e-mail and a chosen user type', () => {
    const { email, request } = renderForm();
    expect(request().disabled).toBe(true);
    type(email, 'ada@example');
    fireEvent.click(screen.getByRole('radio', { name: 'Senior Citizen' }));
    expect(request().disabled).toBe(true);
    fireEvent.blur(email);
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    type(email, 'ada@example.com');
    expect(request().disabled).toBe(false);
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
  });

  it.each(['ada,bob@example.com', 'ada/x@example.com', '"ada"@example.com', 'Ada <ada@example.com>', `${'a'.repeat(65)}@example.com`])(
    'keeps Request disabled for %j, which the api would refuse',
    (odd) => {
      const { email, request } = renderForm();
      fireEvent.click(screen.getByRole('radio', { name: 'Volunteer' }));
      type(email, odd);
      expect(request().disabled).toBe(true);
    },
  );

  it('needs a user type even with a valid e-mail', () => {
    const { email, request } = renderForm();
    type(email, 'ada@example.com');
    expect(request().disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Volunteer' }));
    expect(request().disabled).toBe(false);
  });

  it('reads Requesting... while it works, then locks the e-mail and asks for the code', async () => {
    const { fetchMock, release } = pendingAnswer();
    const { email, request } = requestCode('ada@example.com', 'Senior Citizen');
    expect(request().textContent).toBe('Requesting...');
    expect(request().disabled).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/login/senior');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'ada@example.com', lang: 'en' });

    release(200, { message: SERVER_MESSAGES.codeSent });
    const code = (await screen.findByRole('textbox', { name: /one-time code/i })) as HTMLInputElement;
    expect(screen.getByRole('alert').textContent).toBe(SERVER_MESSAGES.codeSent);
    expect(email.readOnly).toBe(true);
    expect(screen.getByRole('radio', { name: 'Senior Citizen' })).toHaveProperty('disabled', true);
    expect(code.maxLength).toBe(6);
    expect(code.inputMode).toBe('numeric');
    expect(code.autocomplete).toBe('one-time-code');
    expect(document.activeElement).toBe(code);

    const verify = screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement;
    expect(verify.disabled).toBe(true);
    type(code, '1');
    expect(verify.disabled).toBe(true);
    type(code, '12');
    expect(verify.disabled).toBe(false);
    type(code, '12 34 567');
    expect(code.value).toBe('123456');
  });

  it('reads Verifying... while the code is checked, and keeps the code on a wrong one', async () => {
    const first = pendingAnswer();
    requestCode('ada@example.com', 'Volunteer');
    first.release(200, { message: SERVER_MESSAGES.codeSent });
    const code = await screen.findByRole('textbox', { name: /one-time code/i });

    const second = pendingAnswer();
    type(code, '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('button', { name: 'Verifying...' })).toHaveProperty('disabled', true);
    const [url, init] = second.fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/login/otp-verify/volunteer');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'ada@example.com', loginotp: '123456' });

    second.release(401, { message: SERVER_MESSAGES.codeInvalid });
    expect((await screen.findByRole('alert')).textContent).toBe(SERVER_MESSAGES.codeInvalid);
    expect((screen.getByRole('textbox', { name: /one-time code/i }) as HTMLInputElement).value).toBe('123456');
    expect(screen.getByRole('button', { name: 'Verify' })).toHaveProperty('disabled', false);
  });

  it("names an unknown volunteer's e-mail, offers to correct it, and leads on to Careers only when they choose", async () => {
    const answer = pendingAnswer();
    const { email, request } = requestCode('new@example.com', 'Volunteer');
    answer.release(404, { message: SERVER_MESSAGES.volunteerNotFound, code: 'volunteerNotFound' });
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('We found no Volunteer registered as new@example.com.');
    expect(notice.textContent).toContain(EN['signin.notVolunteer']);

    fireEvent.click(screen.getByRole('button', { name: 'Correct my e-mail address' }));
    expect(document.activeElement).toBe(email);
    expect(email.readOnly).toBe(false); // back on the form, to correct a typo
    expect(email.value).toBe('new@example.com');

    // The page keys on the code: a reworded message on the server still leads on.
    fireEvent.click(request());
    answer.release(404, { message: 'No volunteer has this e-mail', code: 'volunteerNotFound' });
    fireEvent.click(await screen.findByRole('link', { name: 'Go to Careers' }));
    expect(await screen.findByRole('heading', { name: 'Careers page' })).toBeTruthy();
  });

  it('shows any other message as it is, and keeps what was typed', async () => {
    const answer = pendingAnswer();
    const { email, request } = requestCode('ada@example.com', 'Senior Citizen');
    answer.release(429, { message: SERVER_MESSAGES.tooManyRequests });
    expect((await screen.findByRole('alert')).textContent).toBe(SERVER_MESSAGES.tooManyRequests);
    expect(email.value).toBe('ada@example.com');
    expect(request().disabled).toBe(false);
  });
});

describe('arriving from a registration page that found the person registered', () => {
  it('starts with her e-mail and role filled in, ready to request a code', () => {
    const form = renderForm({ prefill: { email: 'meera@example.com', userType: 'volunteer' } });
    expect(form.email.value).toBe('meera@example.com');
    expect(screen.getByRole('radio', { name: 'Volunteer' })).toHaveProperty('checked', true);
    expect(form.request().disabled).toBe(false);
  });
});
