import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { AuditEntry } from '@gh/common/documents';
import type { LiveItem } from '../../../lib/live';
import { ActivityList } from './ActivityPanel';
import type { Page } from './usePagedQuery';

afterEach(cleanup);

const at = Date.UTC(2026, 10, 23, 4, 7);
const entry = (id: string, fields: Partial<AuditEntry>) =>
  ({
    id,
    at,
    action: 'approve',
    email: `${id}@x.co`,
    type: 'volunteer',
    session: 'key',
    details: {},
    ...fields,
  }) as LiveItem<AuditEntry>;
const page = (items: LiveItem<AuditEntry>[] | null, more: Partial<Page<LiveItem<AuditEntry>>> = {}): Page<LiveItem<AuditEntry>> => ({
  items,
  hasMore: false,
  loadingMore: false,
  showMore: () => {},
  error: null,
  ...more,
});

/** The entries' texts, as the list shows them. */
const shownEntries = () =>
  within(screen.getByRole('list', { name: 'Activity' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Activity', () => {
  it('says what the admin did to whom (the e-mail until the name arrives), when in India time, with its details', () => {
    render(
      <ActivityList
        page={page([
          entry('r', { action: 'reject', session: 'golden-hearts-admin/2dd20b9f-c6fa-473c', details: { reason: 'Mornings only.' } }),
          entry('u', { action: 'undo', details: { decision: 'Accepted' } }),
          entry('a', {
            action: 'assign',
            details: { senior: 'kamala@x.co', task: 'Tea.', date: '2026-11-24', startTime: '10:00', endTime: '11:30' },
          }),
        ])}
      />,
    );
    const items = shownEntries();
    expect(items).toEqual([
      'Rejected r@x.co.23 November 2026, 9:37 AM, by the adminReason: Mornings only.',
      'Took back the decision on u@x.co.23 November 2026, 9:37 AM, by the adminIt had been Accepted.',
      'Assigned a visit to a@x.co.23 November 2026, 9:37 AM, by the adminWith kamala@x.co, Tuesday, 24 November 2026, 10:00 AM to 11:30 AM. Tea.',
    ]);
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
  });

  it('names the member of staff who acted, and says what a download took', () => {
    render(
      <ActivityList
        page={page([
          entry('x', { action: 'export', email: '', session: 'meera@x.co', details: { kind: 'seniors' } }),
          entry('k', { action: 'export', email: '', details: { kind: 'applications' } }),
        ])}
      />,
    );
    const items = shownEntries();
    expect(items).toEqual([
      'Downloaded the seniors (CSV).23 November 2026, 9:37 AM, by meera@x.co',
      'Downloaded the applications (CSV).23 November 2026, 9:37 AM, by the admin',
    ]);
  });

  it('offers Show more as every paged panel does, while there is more', () => {
    render(<ActivityList page={page([entry('e', {})], { hasMore: true })} />);
    expect(screen.getByRole('button', { name: 'Show more Activity' })).toBeTruthy();
  });

  it('says so when there is nothing yet', () => {
    render(<ActivityList page={page([])} />);
    expect(screen.getByText('No admin actions yet.')).toBeTruthy();
  });
});
