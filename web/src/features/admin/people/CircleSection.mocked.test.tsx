/**
 * A senior's family circle on /admin/profile in jsdom: the live query of her circle (filtered
 * on her e-mail, bounded), each member's address, parts, status and dates, in Hindi too.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import type { CircleMemberDoc } from '@gh/common/circle';
import { listeners } from '../../../testing/fakeFirestore';
import { renderIn } from '../../../testing/inLanguage';
import { CircleSection } from './CircleSection';

vi.mock('../../../lib/firebase', async () => (await import('../../../testing/fakeFirestore')).fakeFirebase);

afterEach(() => {
  cleanup();
  listeners.length = 0;
});

const AT = Date.UTC(2026, 2, 14, 4, 30);
const joined: CircleMemberDoc = {
  senior: 'kamala@x.co',
  member: 'beti@x.co',
  parts: ['visits', 'help'],
  status: 'joined',
  inviteId: 'a'.repeat(32),
  invitedAt: AT,
  joinedAt: AT + 86_400_000,
};
const invited: CircleMemberDoc = {
  ...joined,
  member: 'beta@x.co',
  parts: ['volunteer'],
  status: 'invited',
  invitedAt: AT - 1,
  joinedAt: null,
};

const answer = (members: CircleMemberDoc[]) =>
  act(() => listeners[0]!.next({ metadata: { fromCache: false }, docs: members.map((one) => ({ id: one.member, data: () => one })) }));

const facts = () =>
  screen.getAllByTestId('admin-circle-member').map((item) => {
    const terms = Array.from(item.querySelectorAll('dt'), (term) => term.textContent ?? '');
    const values = Array.from(item.querySelectorAll('dd'), (value) => value.textContent ?? '');
    return Object.fromEntries(terms.map((term, i) => [term, values[i]]));
  });

describe("a senior's family circle on /admin/profile", () => {
  it('listens to her circle only, bounded, and lists each member with what they see and when they joined', async () => {
    renderIn('en', <CircleSection email="kamala@x.co" />);
    expect(screen.getByRole('region', { name: 'Family circle' })).toBeTruthy();
    await waitFor(() => expect(listeners).toHaveLength(1));
    expect(listeners[0]).toMatchObject({
      path: 'circles',
      conditions: [{ field: 'senior', op: '==', value: 'kamala@x.co' }, { limit: 6 }],
    });
    await answer([joined, invited]);
    expect(facts()).toEqual([
      {
        'E-mail': 'beta@x.co',
        'May see': 'Her volunteer',
        Status: 'Invited, not joined yet',
        'Invited on': '14 March',
        'Joined on': 'Not yet',
      },
      {
        'E-mail': 'beti@x.co',
        'May see': 'Her visits, Her calls for help',
        Status: 'Joined',
        'Invited on': '14 March',
        'Joined on': '15 March',
      },
    ]);
  });

  it('says in Hindi when she has invited nobody', async () => {
    renderIn('hi', <CircleSection email="kamala@x.co" />);
    await waitFor(() => expect(listeners).toHaveLength(1));
    await answer([]);
    expect(screen.getByRole('status').textContent).toBe('उन्होंने अपने परिवार के घेरे में किसी को आमंत्रित नहीं किया है।');
  });
});
