/**
 * /family's sign-in by SMS in jsdom: the number, the SMS code (Firebase Auth's phone provider
 * replaced), then a member's session at once, or an invitation by mobile taken up with an e-mail
 * proven by a code and the circle's notice agreed to. The api's answers are played back; what
 * is tested is what the page sends and shows.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CIRCLE_NOTICE_VERSION } from '@gh/common/circle';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { answerWith } from '../../testing/answerWith';
import { renderIn, tIn } from '../../testing/inLanguage';
import { FamilySignIn } from './FamilySignIn';

const sms = vi.hoisted(() => ({ confirm: vi.fn(async (_code: string) => 'phone-proof'), send: vi.fn() }));
vi.mock('../../lib/phoneSignIn', async (original) => {
  const real = await original<typeof import('../../lib/phoneSignIn')>();
  return {
    ...real,
    sendSmsCode: async (...args: unknown[]) => (sms.send(...args), { confirm: sms.confirm }),
    forgetPhoneProof: async () => {},
  };
});
const auth = vi.hoisted(() => ({ signInAsFamily: vi.fn(async (..._args: unknown[]) => {}) }));
vi.mock('../../lib/auth', async (original) => ({
  ...(await original<typeof import('../../lib/auth')>()),
  signInAsFamily: auth.signInAsFamily,
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sms.confirm.mockClear();
  sms.send.mockClear();
  auth.signInAsFamily.mockClear();
});

const PHONE = '98220 12345';
const en = tIn('en');
const bodyOf = (fetchMock: ReturnType<typeof answerWith>, call: number) => {
  const [url, init] = fetchMock.mock.calls[call] as unknown as [string, RequestInit];
  return { url, body: JSON.parse(init.body as string) as unknown };
};

/** Opens the mobile form, sends the SMS code and types it. */
async function smsCodeTyped() {
  renderIn(
    'en',
    <MemoryRouter>
      <FamilySignIn />
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: en('family.useMobile') }));
  fireEvent.change(screen.getByRole('textbox', { name: en('signin.phone.label') }), { target: { value: PHONE } });
  fireEvent.click(screen.getByRole('button', { name: en('signin.phone.send') }));
  await waitFor(() => expect(sms.send).toHaveBeenCalledTimes(1));
  expect(sms.send.mock.calls[0]![0]).toBe(PHONE);
  expect(sms.send.mock.calls[0]![3]).toBe('familySmsRequest');
  fireEvent.change(await screen.findByRole('textbox', { name: en('signin.code.label') }), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: en('family.see') }));
}

describe('signing in to /family by SMS', () => {
  it('signs a member in with the session the proof of their number answers', async () => {
    const fetchMock = answerWith([
      200,
      { message: SERVER_MESSAGES.familySignedIn, email: 'asha@x.co', token: 'custom-token', invitations: [] },
    ]);
    await smsCodeTyped();
    await waitFor(() => expect(auth.signInAsFamily).toHaveBeenCalledTimes(1));
    expect(auth.signInAsFamily.mock.calls[0]!.slice(0, 2)).toEqual(['asha@x.co', 'custom-token']);
    expect(bodyOf(fetchMock, 0)).toEqual({ url: '/api/family/phone', body: { phoneProof: 'phone-proof' } });
  });

  it('says so for a number in no circle, and goes back to the e-mail form', async () => {
    answerWith([403, { code: 'familyPhoneNotInCircle', message: SERVER_MESSAGES.familyPhoneNotInCircle }]);
    await smsCodeTyped();
    expect((await screen.findByRole('alert')).textContent).toContain(en('api.familyPhoneNotInCircle'));
    expect(auth.signInAsFamily).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: en('signin.phone.otherNumber') }));
    fireEvent.click(screen.getByRole('button', { name: en('family.useEmail') }));
    expect(screen.getByRole('textbox', { name: en('family.email') })).toBeTruthy();
  });

  it('takes up an invitation by mobile: an e-mail proven by a code, the notice agreed to, then the session', async () => {
    const invite = 'b'.repeat(32);
    const fetchMock = answerWith(
      [200, { message: SERVER_MESSAGES.familyInvited, invitations: [{ invite, seniorName: 'Kamala Joshi' }] }],
      [200, { message: SERVER_MESSAGES.circleEmailCodeSent }],
      [200, { message: SERVER_MESSAGES.circleJoined, seniorName: 'Kamala Joshi', email: 'asha@x.co', token: 'custom-token' }],
    );
    await smsCodeTyped();
    expect(await screen.findByText(en('family.phone.invited', { name: 'Kamala Joshi' }))).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: en('family.email') }), { target: { value: 'asha@x.co' } });
    fireEvent.click(screen.getByRole('button', { name: en('family.phone.sendEmailCode') }));
    fireEvent.change(await screen.findByRole('textbox', { name: en('family.phone.emailCode') }), { target: { value: '654321' } });
    // Join without agreeing: nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: en('circle.join') }));
    expect(await screen.findByText(en('circle.agreeMissing'))).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: en('circle.join') }));
    await waitFor(() => expect(auth.signInAsFamily).toHaveBeenCalledTimes(1));
    expect(auth.signInAsFamily.mock.calls[0]!.slice(0, 2)).toEqual(['asha@x.co', 'custom-token']);
    expect(bodyOf(fetchMock, 1)).toEqual({
      url: '/api/circle/accept/phone/code',
      body: { phoneProof: 'phone-proof', invite, email: 'asha@x.co', lang: 'en' },
    });
    expect(bodyOf(fetchMock, 2)).toEqual({
      url: '/api/circle/accept/phone',
      body: { phoneProof: 'phone-proof', invite, email: 'asha@x.co', code: '654321', consentVersion: CIRCLE_NOTICE_VERSION, lang: 'en' },
    });
  });
});
