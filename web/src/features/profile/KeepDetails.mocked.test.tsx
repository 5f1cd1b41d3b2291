/**
 * The details to review on /profile (an account registered with her e-mail by SMS, which she
 * then proved): what it says in each language, what Keep sends, and what it says after.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { SeniorDoc } from '@gh/common/documents';
import { englishIn, renderIn, tIn } from '../../testing/inLanguage';
import { answerWith } from '../../testing/answerWith';
import { KeepDetails } from './KeepDetails';
import { seniorDoc } from '../../testing/registeredPeople';

// The ID token comes from Firebase Auth in the app; here the call's shape is what is tested.
vi.mock('../../lib/idToken', () => ({ currentIdToken: async () => 'id-token' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const REGISTERED_AT = Date.UTC(2026, 10, 20, 5, 30);
const underReview = (): SeniorDoc => ({
  ...seniorDoc(),
  phoneKey: null,
  review: { phone: '98220 54321', registeredAt: REGISTERED_AT, at: REGISTERED_AT + 86_400_000 },
});

describe('details to review on /profile', () => {
  it.each(['en', 'hi', 'mr'] as const)(
    'say when and from which number, that it cannot sign in, and how to keep or correct them (%s)',
    (lang) => {
      const t = tIn(lang);
      renderIn(lang, <KeepDetails doc={underReview()} />);
      const notice = screen.getByRole('region', { name: t('review.title') });
      expect(notice.textContent).toContain('98220 54321');
      expect(notice.textContent).toContain(t('review.phoneOff', { phone: '98220 54321' }));
      expect(notice.textContent).toContain(t('review.correct'));
      expect(screen.getByRole('button', { name: t('review.keep') })).toBeTruthy();
      if (lang !== 'en') expect(englishIn(notice, ['98220 54321'])).toEqual([]);
    },
  );

  it('keeps them with her token, then thanks her once the document no longer asks', async () => {
    const fetchMock = answerWith([200, { message: 'Your details are kept as they are.' }]);
    const { rerender } = renderIn('mr', <KeepDetails doc={underReview()} />);
    fireEvent.click(screen.getByRole('button', { name: tIn('mr')('review.keep') }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/details/keep');
    expect(init).toMatchObject({ method: 'POST', body: '{}' });
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer id-token');
    // The live document drops the review.
    rerender(<KeepDetails doc={seniorDoc()} />);
    expect((await screen.findByRole('status')).textContent).toBe(tIn('mr')('review.kept'));
  });

  it('says so when keeping fails, and keeps the question open; nothing shows without a review', async () => {
    answerWith([503, { message: 'down' }]);
    renderIn('hi', <KeepDetails doc={underReview()} />);
    fireEvent.click(screen.getByRole('button', { name: tIn('hi')('review.keep') }));
    expect((await screen.findByRole('alert')).textContent).toBe(tIn('hi')('review.keepFailed'));
    expect(screen.getByRole('button', { name: tIn('hi')('review.keep') })).toBeTruthy();
    cleanup();
    renderIn('en', <KeepDetails doc={seniorDoc()} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
