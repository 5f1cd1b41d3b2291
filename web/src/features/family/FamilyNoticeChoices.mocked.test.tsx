/**
 * A member's choice of e-mails about her, in jsdom: only the notices her parts allow, ticked as
 * their view keeps them, the language, and Save (PUT /family/notices by their session).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { answerWith } from '../../testing/answerWith';
import { renderIn, tIn } from '../../testing/inLanguage';
import { FamilyNoticeChoices } from './FamilyNoticeChoices';

vi.mock('../../lib/idToken', () => ({ currentIdToken: async () => 'id-token' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a member’s e-mails about her', () => {
  it('offers what her parts allow, in Hindi, and saves the choice and the language', async () => {
    const fetchMock = answerWith([200, { message: SERVER_MESSAGES.familyNoticesSaved }]);
    renderIn('hi', <FamilyNoticeChoices senior="kamala@x.co" parts={['visits']} notices={['arrival', 'trial']} lang="hi" />);
    const hi = tIn('hi');
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => [box.value, box.checked])).toEqual([
      ['arrival', true],
      ['assigned', false],
      ['changed', false],
      ['trial', true],
    ]);
    fireEvent.click(screen.getByRole('checkbox', { name: hi('circle.notices.choice', { notice: 'arrival' }) }));
    fireEvent.click(screen.getByRole('radio', { name: 'मराठी' }));
    fireEvent.click(screen.getByRole('button', { name: hi('circle.notices.save') }));
    expect((await screen.findByRole('alert')).textContent).toBe(hi('api.familyNoticesSaved'));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method]).toEqual(['/api/family/notices', 'PUT']);
    expect(init.headers).toMatchObject({ Authorization: 'Bearer id-token' });
    expect(JSON.parse(init.body as string)).toEqual({ senior: 'kamala@x.co', notices: ['trial'], lang: 'mr' });
  });

  it('offers the call for help’s e-mail only when she allowed her calls for help', () => {
    renderIn('en', <FamilyNoticeChoices senior="kamala@x.co" parts={['help']} notices={[]} lang="en" />);
    expect((screen.getAllByRole('checkbox') as HTMLInputElement[]).map((box) => box.value)).toEqual(['handled', 'trial']);
  });
});
