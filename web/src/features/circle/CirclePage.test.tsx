import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { CIRCLE_NOTICE_VERSION } from '@gh/common/circle';
import type { Lang } from '@gh/common/i18n';
import { SERVER_MESSAGES, codeWrongMessage } from '@gh/common/messages';
import { EN, enT } from '../../testing/english';
import { answerWith } from '../../testing/answerWith';
import { InLanguage, englishIn, tIn } from '../../testing/inLanguage';
import CirclePage from './CirclePage';

const INVITE = 'a'.repeat(32);
const EMAIL = 'beti@example.com';
const LINK = `/circle#invite=${INVITE}&email=${encodeURIComponent(EMAIL)}&code=123456`;

function Address() {
  const { pathname, hash } = useLocation();
  return <output data-testid="address">{`${pathname}${hash}`}</output>;
}

function renderAt(path: string, lang: Lang = 'en') {
  render(
    <InLanguage lang={lang}>
      <MemoryRouter initialEntries={[path]}>
        <Address />
        <Routes>
          <Route path="/circle" element={<CirclePage />} />
        </Routes>
      </MemoryRouter>
    </InLanguage>,
  );
}

/** Ticks the notice's box, as a person must before Join. */
const agree = (lang: Lang = 'en') => fireEvent.click(screen.getByRole('checkbox', { name: tIn(lang)('consent.agree') }));

const bodyOf = (fetchMock: ReturnType<typeof answerWith>, call = 0) =>
  JSON.parse((fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].body as string);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the page an invitation into a family circle opens', { timeout: 30_000 }, () => {
  it('takes the code out of the address, joins on Join and names her, with the focus on the outcome', async () => {
    const fetchMock = answerWith([200, { message: SERVER_MESSAGES.circleJoined, seniorName: 'Kamala Joshi' }]);
    renderAt(LINK);
    expect(screen.getByTestId('address').textContent).toBe('/circle');
    expect(screen.getByText(enT('circle.invited', { email: EMAIL }))).toBeTruthy();
    // No field asks for what the link carried.
    expect(screen.queryByRole('textbox')).toBeNull();
    agree();
    fireEvent.click(screen.getByRole('button', { name: EN['circle.join'] }));
    const joined = await screen.findByText(enT('circle.joined', { name: 'Kamala Joshi' }));
    // The focus moves in an effect after the words show: waited for, as a screen reader would.
    await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('status'));
    expect(document.activeElement?.contains(joined)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/circle/accept');
    expect(bodyOf(fetchMock)).toEqual({ invite: INVITE, email: EMAIL, code: '123456', lang: 'en', consentVersion: CIRCLE_NOTICE_VERSION });
  });

  it('says a wrong code in the page’s language and takes a typed one', async () => {
    const fetchMock = answerWith(
      [403, { message: codeWrongMessage(4), code: 'codeWrong' }],
      [200, { message: SERVER_MESSAGES.circleJoined, seniorName: 'कमला' }],
    );
    renderAt(LINK, 'hi');
    const hi = tIn('hi');
    agree('hi');
    fireEvent.click(screen.getByRole('button', { name: hi('circle.join') }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(hi('signin.answer.codeWrong', { tries: 4 }));
    expect(alert.textContent).toContain(hi('circle.tryAgain'));
    expect(document.activeElement?.contains(alert)).toBe(true);
    // The address is kept; the code is typed again.
    expect((screen.getByRole('textbox', { name: hi('circle.email') }) as HTMLInputElement).value).toBe(EMAIL);
    fireEvent.change(screen.getByRole('textbox', { name: hi('signin.code.label') }), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: hi('circle.join') }));
    await screen.findByText(hi('circle.joined', { name: 'कमला' }));
    // The agreement stays ticked after a refusal.
    expect(bodyOf(fetchMock, 1)).toEqual({
      invite: INVITE,
      email: EMAIL,
      code: '654321',
      lang: 'hi',
      consentVersion: CIRCLE_NOTICE_VERSION,
    });
    expect(englishIn(document.body, [EMAIL, '/circle'])).toEqual([]);
  });

  it.each([
    ['circleInviteInvalid', 403, 'circle.inviteInvalid'],
    ['codeExpired', 403, 'circle.codeExpired'],
    ['codeTriesUsed', 403, 'circle.codeUsedUp'],
  ] as const)('says %s in Marathi, with what to do next', async (code, status, key) => {
    answerWith([status, { message: SERVER_MESSAGES[code], code }]);
    renderAt(LINK, 'mr');
    const mr = tIn('mr');
    agree('mr');
    fireEvent.click(screen.getByRole('button', { name: mr('circle.join') }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(mr(key, { minutes: 10 }));
    // An invitation that is over takes no code; an expired or used-up code, the new mail's.
    expect(screen.queryByRole('button', { name: mr('circle.join') }) === null).toBe(code === 'circleInviteInvalid');
  });

  it('asks for the address and the code when the link lacks them, and sends no short code', () => {
    const fetchMock = answerWith();
    renderAt(`/circle#invite=${INVITE}`);
    fireEvent.change(screen.getByRole('textbox', { name: EN['circle.email'] }), { target: { value: EMAIL } });
    fireEvent.change(screen.getByRole('textbox', { name: EN['signin.code.label'] }), { target: { value: '12' } });
    agree();
    fireEvent.click(screen.getByRole('button', { name: EN['circle.join'] }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText(enT('signin.code.tooShort', { digits: 6, typed: 2 }))).toBeTruthy();
  });

  it('shows what we keep of a member, and joins only once they tick that they agree', async () => {
    const fetchMock = answerWith([200, { message: SERVER_MESSAGES.circleJoined, seniorName: 'कमला' }]);
    renderAt(LINK, 'mr');
    const mr = tIn('mr');
    const notice = screen.getByRole('region', { name: mr('circle.noticeTitle') });
    for (const line of ['circle.noticeKeep', 'circle.noticeWhy', 'circle.noticeLeave'] as const)
      expect(notice.textContent).toContain(mr(line));
    const box = screen.getByRole('checkbox', { name: mr('consent.agree') });
    expect((box as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: mr('circle.join') }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText(mr('circle.agreeMissing'))).toBeTruthy();
    expect(document.activeElement).toBe(box);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(box);
    expect(screen.queryByText(mr('circle.agreeMissing'))).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: mr('circle.join') }));
    await screen.findByText(mr('circle.joined', { name: 'कमला' }));
    expect(bodyOf(fetchMock)).toMatchObject({ consentVersion: CIRCLE_NOTICE_VERSION, lang: 'mr' });
    expect(englishIn(document.body, [EMAIL, '/circle'])).toEqual([]);
  });

  it('asks for the e-mail’s link when opened without an invitation', () => {
    renderAt('/circle');
    expect(screen.getByText(EN['circle.noInvite'])).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
