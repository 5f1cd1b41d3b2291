import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { Lang } from '@gh/common/i18n';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { ConsentChoices } from './ConsentChoices';
import { answerWith } from '../../testing/answerWith';
import { englishIn, renderIn, tIn } from '../../testing/inLanguage';

// The ID token comes from Firebase Auth in the app; here the call's shape is what is tested.
vi.mock('../../lib/idToken', () => ({ currentIdToken: async () => 'id-token' }));

const EMAIL = 'kamala@example.com';
const card = (use: string) => within(screen.getByTestId(`consent-${use}`));
const sent = (fetchMock: ReturnType<typeof answerWith>) => {
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  return { url, method: init.method, body: JSON.parse(init.body as string) as unknown };
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('consent on /profile', () => {
  it('says what withdrawing matching does before it asks, and sends nothing on No', () => {
    const fetchMock = answerWith();
    render(<ConsentChoices email={EMAIL} role="senior" withdrawn={undefined} />);
    const matching = card('matching');
    expect(matching.getByText('You have given your consent.')).toBeTruthy();
    fireEvent.click(matching.getByRole('button', { name: 'Withdraw consent' }));
    const effect = matching.getByRole('group');
    expect(effect.textContent).toContain('we will stop suggesting you to volunteers');
    expect(effect.textContent).toContain('you stay linked: this does not end it');
    expect(document.activeElement).toBe(matching.getByRole('button', { name: 'No, leave it as it is' }));
    fireEvent.click(matching.getByRole('button', { name: 'No, leave it as it is' }));
    expect(matching.queryByRole('group')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('withdraws consent to notices once confirmed, saying which mails still come', async () => {
    const fetchMock = answerWith([200, { message: SERVER_MESSAGES.consentWithdrawn }]);
    render(<ConsentChoices email={EMAIL} role="volunteer" withdrawn={undefined} />);
    const notices = card('notices');
    fireEvent.click(notices.getByRole('button', { name: 'Withdraw consent' }));
    expect(notices.getByRole('group').textContent).toContain('your sign-in codes');
    fireEvent.click(notices.getByRole('button', { name: 'Yes, withdraw my consent' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your consent is withdrawn.');
    expect(sent(fetchMock)).toEqual({
      url: `/api/people/${encodeURIComponent(EMAIL)}/consent`,
      method: 'PUT',
      body: { use: 'notices', given: false, lang: 'en' },
    });
  });

  it('offers to give back a withdrawn consent, with its date and effect', async () => {
    const fetchMock = answerWith([200, { message: SERVER_MESSAGES.consentGivenAgain }]);
    render(<ConsentChoices email={EMAIL} role="volunteer" withdrawn={{ matching: Date.UTC(2026, 2, 14, 6) }} />);
    const matching = card('matching');
    expect(matching.getByText('You withdrew your consent on 14 March.')).toBeTruthy();
    fireEvent.click(matching.getByRole('button', { name: 'Give consent again' }));
    expect(matching.getByRole('group').textContent).toContain('we will suggest you to seniors near you again');
    fireEvent.click(matching.getByRole('button', { name: 'Yes, give my consent' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your consent is given again.');
    expect(sent(fetchMock).body).toEqual({ use: 'matching', given: true, lang: 'en' });
  });

  it.each(['hi', 'mr'] as const)('asks and sends in %s, all in that language', async (lang: Lang) => {
    const t = tIn(lang);
    const fetchMock = answerWith([200, { message: SERVER_MESSAGES.consentWithdrawn }]);
    const { container } = renderIn(lang, <ConsentChoices email={EMAIL} role="senior" withdrawn={undefined} />);
    const matching = card('matching');
    fireEvent.click(matching.getByRole('button', { name: t('profile.consentWithdraw') }));
    expect(matching.getByRole('group', { name: t('profile.consentWithdrawEffect', { use: 'matching', role: 'senior' }) })).toBeTruthy();
    expect(englishIn(container)).toEqual([]);
    fireEvent.click(matching.getByRole('button', { name: t('profile.consentWithdrawYes') }));
    expect((await screen.findByRole('alert')).textContent).toBe(t('api.consentWithdrawn'));
    expect(sent(fetchMock).body).toEqual({ use: 'matching', given: false, lang });
  });
});
