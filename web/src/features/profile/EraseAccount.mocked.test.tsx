import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { PAGES } from '@gh/common/routes';
import { answerWith } from '../../testing/answerWith';
import { EraseAccount } from './EraseAccount';

// The ID token comes from Firebase Auth in the app; here the calls' shape is what is tested.
vi.mock('../../lib/idToken', () => ({ currentIdToken: async () => 'id-token' }));
// Firebase Auth's phone provider: the SMS "sent", and the code it checks.
const sms = vi.hoisted(() => ({ confirm: vi.fn(async (_code: string) => 'phone-proof'), send: vi.fn() }));
vi.mock('../../lib/phoneSignIn', async (original) => {
  const real = await original<typeof import('../../lib/phoneSignIn')>();
  return {
    ...real,
    sendSmsCode: async (...args: unknown[]) => (sms.send(...args), { confirm: sms.confirm }),
    forgetPhoneProof: async () => {},
  };
});

const EMAIL = 'kamala@example.com';
const PHONE = '98220 12345';

const renderErase = (smsTo: string | null) =>
  render(
    <MemoryRouter initialEntries={[PAGES.profile]}>
      <Routes>
        <Route path={PAGES.profile} element={<EraseAccount email={EMAIL} smsTo={smsTo} />} />
        <Route path={PAGES.erased} element={<p>erased page</p>} />
      </Routes>
    </MemoryRouter>,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sms.confirm.mockClear();
  sms.send.mockClear();
});

describe('erasing an account whose e-mail is unproven', () => {
  it('sends the code by SMS to her number, mails nothing, and erases with the proof', async () => {
    const fetchMock = answerWith([200, { message: SERVER_MESSAGES.accountErased }]);
    renderErase(PHONE);
    expect(screen.getByText(/We send a code by SMS to your mobile number 98220 12345 first/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send me a code by SMS to erase my account' }));
    await screen.findByText('We have sent a code by SMS to 98220 12345. Type it below to erase your account.');
    expect(sms.send.mock.calls[0]?.[0]).toBe(PHONE);
    fireEvent.change(screen.getByRole('textbox', { name: 'Code from the SMS' }), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Erase my account for ever' }));
    await screen.findByText('erased page');
    expect(sms.confirm).toHaveBeenCalledWith('123456');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/people/${encodeURIComponent(EMAIL)}/erase/confirm`);
    expect(JSON.parse(init.body as string)).toEqual({ phoneProof: 'phone-proof' });
  });

  it('says a wrong SMS code in the page’s words and sends nothing', async () => {
    const { SmsError } = await import('../../lib/phoneSignIn');
    sms.confirm.mockRejectedValueOnce(new SmsError('codeWrong'));
    const fetchMock = answerWith();
    renderErase(PHONE);
    fireEvent.click(screen.getByRole('button', { name: 'Send me a code by SMS to erase my account' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Code from the SMS' }), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Erase my account for ever' }));
    expect((await screen.findByRole('alert')).textContent).toContain('That code is not right. Please check the SMS');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
