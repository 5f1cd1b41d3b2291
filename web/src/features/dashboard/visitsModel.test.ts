import { describe, expect, it } from 'vitest';
import { visitItem } from './testing/peopleAndVisits';
import { visitAwaitingFeedback, visitLists, visitMoments } from './visitsModel';

const END = Date.UTC(2030, 4, 14, 6, 0); // 14 May 2030, 11:30 AM in India
const today = (id: string, changes = {}) => visitItem(id, '2030-05-14', '10:00', '11:30', changes);

describe('visitsModel', () => {
  it('keeps a Scheduled visit upcoming until its day is over, a cancelled one until its start, and puts the rest past, latest first', () => {
    const scheduled = today('a');
    const doneEarly = visitItem('b', '2030-05-20', '10:00', '11:00', { status: 'Done' });
    const cancelled = visitItem('c', '2030-05-27', '10:00', '11:00', { status: 'Cancelled' });
    const earlier = [visitItem('d', '2030-05-07', '10:00', '11:00', { status: 'Missed' })];
    const lists = visitLists([scheduled, doneEarly, cancelled], earlier, END + 60_000);
    // A visit cancelled next week is not one that took place: it stays ahead, marked.
    expect(lists.upcoming.map((visit) => visit.id)).toEqual(['a', 'c']);
    expect(lists.past.map((visit) => visit.id)).toEqual(['b', 'd']);
    const afterItsStart = visitLists([scheduled, doneEarly, cancelled], earlier, cancelled.startAt);
    expect(afterItsStart.past.map((visit) => visit.id)).toEqual(['c', 'b', 'a', 'd']);
    expect(visitMoments([cancelled])).toContain(cancelled.startAt);
    // Its day over in India without a check-out: past, not recorded.
    expect(visitLists([scheduled], [], scheduled.dayOverAt).past.map((visit) => visit.id)).toEqual(['a']);
  });

  it('asks about the latest visit that happened only, and not once it is answered or cancelled', () => {
    const older = visitItem('old', '2030-05-07', '10:00', '11:00', { status: 'Done' });
    expect(visitAwaitingFeedback([today('a')], [older], END - 1)?.id).toBe('old');
    expect(visitAwaitingFeedback([today('a')], [older], END)?.id).toBe('a');
    expect(visitAwaitingFeedback([today('a', { feedbackGiven: true })], [older], END)).toBeNull();
    expect(visitAwaitingFeedback([today('a', { status: 'Cancelled' })], [], END)).toBeNull();
    // Scheduled and not ended, checked in or not: not yet.
    expect(visitAwaitingFeedback([today('a', { checkInAt: END - 3_600_000 })], [], END - 1)).toBeNull();
    // Done (checked out after its start, before its end): asked at once.
    expect(visitAwaitingFeedback([today('a', { status: 'Done' })], [], END - 1)?.id).toBe('a');
  });
});
