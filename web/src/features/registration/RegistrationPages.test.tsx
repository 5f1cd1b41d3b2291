import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { NOTICE_VERSION } from '@gh/common/consent';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { SCREEN_MESSAGES } from '../../content/screenMessages';
import { EN } from '../../testing/english';
import SeniorRegistrationPage from './SeniorRegistrationPage';
import VolunteerRegistrationPage from './VolunteerRegistrationPage';
import { answerWith } from '../../testing/answerWith';

/** Where the router is: the pages take an e-mail link's fragment out of the address. */
function Address() {
  const { pathname, hash } = useLocation();
  return <output data-testid="address">{`${pathname}${hash}`}</output>;
}

/** /login, saying whom the page it came from filled in. */
function SignInStub() {
  const { state } = useLocation();
  return (
    <>
      <h1>Sign In</h1>
      <output data-testid="login-state">{JSON.stringify(state)}</output>
    </>
  );
}

function renderAt(path: string | { pathname: string; state: unknown }) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Address />
      <Routes>
        <Route path="/senior-registration" element={<SeniorRegistrationPage />} />
        <Route path="/volunteer-registration" element={<VolunteerRegistrationPage />} />
        <Route path="/apply" element={<h1>Job Application</h1>} />
        <Route path="/login" element={<SignInStub />} />
      </Routes>
    </MemoryRouter>,
  );
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const fill = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

function fillPerson() {
  fill(/^first name/i, 'Kamala');
  fill(/^last name/i, 'Rao');
  fill(/^email/i, 'kamala@example.com');
  fill(/^phone/i, '98765 43210');
  fill(/^day/i, '2');
  fill(/^month/i, '03');
  fill(/^year/i, '1944');
  fill(/^street address/i, '12 MG Road');
  fill(/^city/i, 'Pune');
  fill(/^state/i, 'Maharashtra');
  fill(/^pin code/i, '411001');
  fill(/^contact name/i, 'Anil Rao');
  fill(/^contact phone/i, '91234 56789');
  fill(/^relationship/i, 'Son');
  fireEvent.click(screen.getByRole('checkbox', { name: EN['consent.agree'] }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

// Big MUI forms render slowly in jsdom (seconds each when quiet, 20-30 s at load 30-50);
// these are about behaviour, not speed.
const SLOW = { timeout: 90_000 };

describe('senior registration', SLOW, () => {
  it('shows the spec sections, choices and note', () => {
    renderAt('/senior-registration');
    for (const name of ['Personal Information', 'Address', 'Emergency Contact', 'Interests and Services']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect(within(screen.getByRole('group', { name: 'Interests' })).getAllByRole('checkbox')).toHaveLength(8);
    expect(within(screen.getByRole('group', { name: 'Services' })).getAllByRole('checkbox')).toHaveLength(6);
    const note = screen.getByText(/^By registering, you agree to our/);
    expect(note.textContent).toBe('By registering, you agree to our Terms of Service and Privacy Policy');
    expect(within(note).getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(within(note).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(screen.getByRole('button', { name: 'Start Free Trial' })).toBeTruthy();
  });

  it('says what a field needs when the person leaves it', () => {
    renderAt('/senior-registration');
    expect(screen.queryByText('City is required')).toBeNull();
    fireEvent.blur(field(/^city/i));
    expect(screen.getByText('City is required')).toBeTruthy();
    expect(field(/^city/i).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('State is required')).toBeNull(); // not touched yet
    fill(/^city/i, 'Pune');
    expect(screen.queryByText('City is required')).toBeNull();
  });

  it('on submit shows every message, sends nothing and puts the focus on the first field to fix', () => {
    const fetchMock = answerWith();
    renderAt('/senior-registration');
    fill(/^first name/i, 'Kamala');
    fireEvent.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Date of birth is required')).toBeTruthy();
    expect(screen.getByText('Emergency contact relationship is required')).toBeTruthy();
    expect(document.activeElement).toBe(field(/^last name/i));
    expect(field(/^first name/i).value).toBe('Kamala');
  });

  it('sends the payload, asks for the code, and leads an e-mail registered meanwhile to sign-in', async () => {
    const fetchMock = answerWith(
      [200, { message: SERVER_MESSAGES.codeSent }],
      [409, { message: SERVER_MESSAGES.emailExists, code: 'emailExists' }],
    );
    renderAt('/senior-registration');
    fillPerson();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Gardening' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Companionship' }));
    fill(/^contact’s e-mail/i, 'anil@example.com');
    // Her contact hears from us only by joining her family circle: nothing to tick here.
    expect(screen.queryByRole('checkbox', { name: /emergency contact/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start Free Trial' }));

    const code = await screen.findByRole('textbox', { name: /one-time code/i });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/register/senior');
    expect(JSON.parse(init.body as string)).toMatchObject({
      name: 'Kamala Rao',
      email: 'kamala@example.com',
      emergencycontact: {
        emergencyContactName: 'Anil Rao',
        emergencyContactPhone: '91234 56789',
        emergencyContactRelation: 'Son',
        emergencyContactEmail: 'anil@example.com',
      },
      interests: ['Gardening'],
      services: ['Companionship'],
      consentVersion: NOTICE_VERSION,
    });
    expect(screen.getByText('kamala@example.com', { selector: 'strong' })).toBeTruthy();

    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    // Registered meanwhile (in another browser): said in the page, with the way to sign in.
    expect(await screen.findByRole('heading', { level: 2, name: EN['registration.registeredTitle'] })).toBeTruthy();
    const [verifyUrl, verifyInit] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(verifyUrl).toBe('/api/otp-verify/senior');
    // The code goes with the form this page sent: those details become the account.
    expect(JSON.parse(verifyInit.body as string)).toEqual({
      email: 'kamala@example.com',
      otp: '654321',
      form: JSON.parse(init.body as string),
    });
    fireEvent.click(screen.getByRole('link', { name: EN['registration.signIn'] }));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeTruthy();
  });

  it('after a reload at the code step, still verifies with the form it sent', async () => {
    const fetchMock = answerWith(
      [200, { message: SERVER_MESSAGES.codeSent }],
      [400, { message: SERVER_MESSAGES.codeInvalid, code: 'codeInvalid' }],
    );
    renderAt('/senior-registration');
    fillPerson();
    fireEvent.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    await screen.findByRole('textbox', { name: /one-time code/i });
    const sent = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string) as unknown;

    cleanup();
    renderAt('/senior-registration');
    fireEvent.change(await screen.findByRole('textbox', { name: /one-time code/i }), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('alert');
    const [, verifyInit] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(JSON.parse(verifyInit.body as string)).toEqual({ email: 'kamala@example.com', otp: '654321', form: sent });
  });

  it('keeps every answer when the person goes back from the code step', async () => {
    answerWith([200, { message: SERVER_MESSAGES.codeSent }]);
    renderAt('/senior-registration');
    fillPerson();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Music' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Change my details' }));
    expect(field(/^street address/i).value).toBe('12 MG Road');
    expect(screen.getByRole('checkbox', { name: 'Music' })).toHaveProperty('checked', true);
  });
});

/** /volunteer-registration with nothing that shows an acceptance: the form once she says she was accepted. */
function openVolunteerForm() {
  renderAt('/volunteer-registration');
  fireEvent.click(screen.getByRole('button', { name: EN['registration.waitFillIn'] }));
}

describe('volunteer registration', SLOW, () => {
  it('without a sign of acceptance first says registration opens once accepted, with no form', () => {
    const fetchMock = answerWith();
    renderAt('/volunteer-registration');
    expect(screen.getByRole('heading', { level: 2, name: EN['registration.waitTitle'] })).toBeTruthy();
    expect(screen.getByText(EN['registration.waitLead'])).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the application form' }).getAttribute('href')).toBe('/apply');
    fireEvent.click(screen.getByRole('button', { name: EN['registration.waitFillIn'] }));
    expect(screen.getByRole('form', { name: 'Volunteer registration' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens on the form when the application page says the application is accepted', () => {
    renderAt({ pathname: '/volunteer-registration', state: { accepted: true } });
    expect(screen.getByRole('form', { name: 'Volunteer registration' })).toBeTruthy();
  });

  it('has its sections and a Register button on the code step', async () => {
    answerWith([200, { message: SERVER_MESSAGES.codeSent }]);
    openVolunteerForm();
    for (const name of ['Personal Information', 'Address', 'Skills and Availability', 'Emergency Contact']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    fillPerson();
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    await screen.findByRole('textbox', { name: /one-time code/i });
    expect(screen.getByRole('button', { name: 'Register' })).toBeTruthy();
  });

  it('sends the same form again for a new code, and says so', async () => {
    const fetchMock = answerWith([200, { message: SERVER_MESSAGES.codeSent }], [200, { message: SERVER_MESSAGES.codeSent }]);
    openVolunteerForm();
    fillPerson();
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(SERVER_MESSAGES.codeSent);
    const [first, second] = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(second![0]).toBe('/api/register/volunteer');
    expect(second![1].body).toBe(first![1].body);
  });

  it('sends someone without an application to apply', async () => {
    answerWith([404, { message: 'reworded: no application', code: 'applicationMissing' }]); // keyed on the code
    openVolunteerForm();
    fillPerson();
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(SCREEN_MESSAGES.completeApplication);
    fireEvent.click(within(dialog).getByRole('link', { name: 'Go to the application form' }));
    expect(await screen.findByRole('heading', { name: 'Job Application' })).toBeTruthy();
  });
});

describe('links from our e-mails', SLOW, () => {
  const address = () => screen.getByTestId('address').textContent;

  it("the acceptance e-mail's link fills the name, phone and e-mail, which stay editable, and leaves the address", async () => {
    const fetchMock = answerWith([200, { name: 'Meera Devi Iyer', phone: '+91 98220 44444', email: 'meera@example.com' }]);
    renderAt('/volunteer-registration#invite=bWVlcmE.1790000000000.c2ln');
    expect((await screen.findByRole('alert')).textContent).toBe(SCREEN_MESSAGES.inviteFilled);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/register/volunteer/invite');
    expect(JSON.parse(init.body as string)).toEqual({ token: 'bWVlcmE.1790000000000.c2ln' });
    expect(address()).toBe('/volunteer-registration');
    expect([field(/^first name/i).value, field(/^last name/i).value]).toEqual(['Meera Devi', 'Iyer']);
    expect(field(/^email/i).value).toBe('meera@example.com');
    expect(field(/^phone/i).value).toBe('+91 98220 44444');
    fill(/^first name/i, 'Meera');
    expect(field(/^first name/i).value).toBe('Meera');
    expect(field(/^street address/i).value).toBe('');
  });

  it("a link that is not valid says so in the server's words and leaves the form blank", async () => {
    answerWith([403, { message: SERVER_MESSAGES.inviteExpired, code: 'inviteExpired' }]);
    renderAt('/volunteer-registration#invite=x.1.y');
    expect((await screen.findByRole('alert')).textContent).toBe(SERVER_MESSAGES.inviteExpired);
    expect(field(/^email/i).value).toBe('');
    expect(address()).toBe('/volunteer-registration');
  });

  it("the registration code e-mail's link verifies its code on arrival; a spent one says so calmly above the form", async () => {
    const fetchMock = answerWith([400, { message: SERVER_MESSAGES.codeInvalid, code: 'codeInvalid' }]);
    renderAt('/senior-registration#role=senior&email=kamala%40example.com&code=123456');
    const notice = await screen.findByText(EN['signin.code.registrationLinkSpent']);
    // Above the form it speaks of, not past its submit button.
    expect(notice.compareDocumentPosition(field(/^first name/i)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/otp-verify/senior');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'kamala@example.com', otp: '123456' });
    expect(address()).toBe('/senior-registration');
    expect(screen.getByRole('button', { name: 'Start Free Trial' })).toBeTruthy();
  });

  it('a link opened again once she is registered says so and leads to Sign In with her e-mail, not to an empty form', async () => {
    answerWith([409, { message: SERVER_MESSAGES.emailExists, code: 'emailExists' }]);
    renderAt('/volunteer-registration#role=volunteer&email=meera%40example.com&code=123456');
    expect(await screen.findByRole('heading', { level: 2, name: EN['registration.registeredTitle'] })).toBeTruthy();
    expect(screen.getByText('meera@example.com', { selector: 'strong' })).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: EN['registration.signIn'] }));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeTruthy();
    expect(JSON.parse(screen.getByTestId('login-state').textContent!)).toEqual({
      prefill: { email: 'meera@example.com', userType: 'volunteer' },
    });
  });

  it("a code link for the other role is not this page's: nothing is sent", () => {
    const fetchMock = answerWith();
    renderAt('/senior-registration#role=volunteer&email=kamala%40example.com&code=123456');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Start Free Trial' })).toBeTruthy();
  });
});
