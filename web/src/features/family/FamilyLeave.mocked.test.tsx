/**
 * Leaving her circle, in jsdom: what it does is said before anything is sent; "No" sends
 * nothing; "Yes" sends POST /family/leave by their session, and a refusal is said in the page's words.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { answerWith } from '../../testing/answerWith';
import { renderIn, tIn } from '../../testing/inLanguage';
import { FamilyLeave } from './FamilyLeave';

vi.mock('../../lib/idToken', () => ({ currentIdToken: async () => 'id-token' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('leaving her circle', () => {
  it('says what it does first, sends nothing on No, and leaves on Yes', async () => {
    const fetchMock = answerWith([200, { message: SERVER_MESSAGES.familyLeft }]);
    renderIn('mr', <FamilyLeave senior="kamala@x.co" name="Kamala Joshi" />);
    const mr = tIn('mr');
    fireEvent.click(screen.getByRole('button', { name: mr('family.leave') }));
    const question = screen.getByRole('group', { name: mr('family.leaveEffect', { name: 'Kamala Joshi' }) });
    expect(document.activeElement?.textContent).toBe(mr('family.leaveNo'));
    fireEvent.click(screen.getByRole('button', { name: mr('family.leaveNo') }));
    expect(question.isConnected).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: mr('family.leave') }));
    fireEvent.click(screen.getByRole('button', { name: mr('family.leaveYes') }));
    await screen.findByRole('alert');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method]).toEqual(['/api/family/leave', 'POST']);
    expect(init.headers).toMatchObject({ Authorization: 'Bearer id-token' });
    expect(JSON.parse(init.body as string)).toEqual({ senior: 'kamala@x.co' });
  });

  it('says a refusal in the page’s words', async () => {
    answerWith([403, { message: SERVER_MESSAGES.familyNotMember, code: 'familyNotMember' }]);
    renderIn('hi', <FamilyLeave senior="kamala@x.co" name="Kamala Joshi" />);
    const hi = tIn('hi');
    fireEvent.click(screen.getByRole('button', { name: hi('family.leave') }));
    fireEvent.click(screen.getByRole('button', { name: hi('family.leaveYes') }));
    expect((await screen.findByRole('alert')).textContent).toBe(hi('api.familyNotMember'));
  });
});
