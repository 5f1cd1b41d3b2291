/**
 * A senior's family circle for component tests with fakeFirestore: a membership document, and
 * her circle's list pushed to the first listener as the server would answer it.
 */
import { act } from '@testing-library/react';
import type { CircleMemberDoc } from '@gh/common/circle';
import { listeners } from './fakeFirestore';

/** `member` in `senior`'s circle, invited to see her visits and not joined, unless `more` says otherwise. */
export const circleMember = (senior: string, member: string, more: Partial<CircleMemberDoc> = {}): CircleMemberDoc => ({
  senior,
  member,
  parts: ['visits'],
  status: 'invited',
  inviteId: 'a'.repeat(32),
  invitedAt: 1,
  joinedAt: null,
  ...more,
});

/** Her circle, as the server confirms it, to the first listener started. */
export const circleIs = (members: CircleMemberDoc[]) =>
  act(() =>
    listeners[0]!.next({ metadata: { fromCache: false }, docs: members.map((member) => ({ id: member.member, data: () => member })) }),
  );
