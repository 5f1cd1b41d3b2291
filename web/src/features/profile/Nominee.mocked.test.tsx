/**
 * "Your nominee" on /profile in jsdom: only members who joined her circle are offered; the one
 * she named is said and chosen; saving sends PUT /circle/nominee with the member, or null for
 * "No nominee"; with nobody joined, it says how to start.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { answerWith } from '../../testing/answerWith';
import { circleIs, circleMember } from '../../testing/circleDocs';
import { listeners } from '../../testing/fakeFirestore';
import { englishIn, renderIn, tIn } from '../../testing/inLanguage';
import { Nominee } from './Nominee';

vi.mock('../../lib/firebase', async () => (await import('../../testing/fakeFirestore')).fakeFirebase);
vi.mock('../../lib/idToken', () => ({ currentIdToken: async () => 'id-token' }));

afterEach(() => {
  cleanup();
  listeners.length = 0;
  vi.unstubAllGlobals();
});

const HER = 'kamala@x.co';
const DAUGHTER = 'asha@x.co';
const SON = 'ravi@x.co';
const INVITED = 'mohan@x.co';

const joined = (email: string, more = {}) => circleMember(HER, email, { status: 'joined', joinedAt: 2, ...more });

describe('naming her nominee', () => {
  it('offers joined members only, in Marathi, and names the one chosen', async () => {
    const fetchMock = answerWith([200, { message: SERVER_MESSAGES.nomineeSaved, nominee: { member: DAUGHTER, nominatedAt: 3 } }]);
    renderIn('mr', <Nominee email={HER} />);
    await waitFor(() => expect(listeners).toHaveLength(1));
    await circleIs([joined(DAUGHTER), joined(SON), circleMember(HER, INVITED)]);
    const mr = tIn('mr');
    expect(screen.getByTestId('nominee-now').textContent).toBe(mr('profile.nomineeNone'));
    expect(screen.getByRole('radio', { name: DAUGHTER })).toBeDefined();
    expect(screen.getByRole('radio', { name: SON })).toBeDefined();
    expect(screen.queryByRole('radio', { name: INVITED })).toBeNull();
    const save = screen.getByRole('button', { name: mr('profile.nomineeSave') });
    // "No nominee" is chosen already: nothing to save.
    expect(save).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('radio', { name: DAUGHTER }));
    fireEvent.click(save);
    await screen.findByText(mr('api.nomineeSaved'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method]).toEqual(['/api/circle/nominee', 'PUT']);
    expect(JSON.parse(init.body as string)).toEqual({ member: DAUGHTER });
    expect(englishIn(document.body, [HER, DAUGHTER, SON])).toEqual([]);
  });

  it('says who she named and withdraws it with null', async () => {
    const fetchMock = answerWith([200, { message: SERVER_MESSAGES.nomineeWithdrawn, nominee: null }]);
    renderIn('en', <Nominee email={HER} />);
    await waitFor(() => expect(listeners).toHaveLength(1));
    await circleIs([joined(DAUGHTER, { nominatedAt: Date.UTC(2026, 10, 2, 6) }), joined(SON)]);
    expect(screen.getByTestId('nominee-now').textContent).toBe('Your nominee is asha@x.co, named on 2 November.');
    expect(screen.getByRole('radio', { name: DAUGHTER })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: 'No nominee' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save my nominee' }));
    await screen.findByText(SERVER_MESSAGES.nomineeWithdrawn);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ member: null });
  });

  it('says how to start while nobody has joined', async () => {
    renderIn('en', <Nominee email={HER} />);
    await waitFor(() => expect(listeners).toHaveLength(1));
    await circleIs([circleMember(HER, INVITED)]);
    expect(screen.getByText('Once someone has joined your family circle, you can name them here.')).toBeDefined();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
