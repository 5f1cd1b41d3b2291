/**
 * The words of the dashboard's visit cards (issue 14): the volunteer's day, the senior's word
 * on how it went, and the past visits. The card titles are the names other tests find them by.
 */
import type { OutcomeTable } from '../components/outcome';
import type { VisitMood, VisitStatus } from '@gh/common/visits';

export const VISIT_WORDS = {
  upcomingTitle: 'Upcoming Visits',
  pastTitle: 'Past visits',
  feedbackTitle: 'How was your visit?',
  arrived: "I've arrived",
  finished: 'Visit finished',
  sending: 'Sending…',
  onTheDay: 'Today is the day of this visit. Tell us when you arrive and when it is over.',
  arrivedAt: (time: string) => `You arrived at ${time}.`,
  noteLabel: 'A note about the visit (optional)',
  showMore: 'Show more',
  showMoreLabel: (title: string) => `Show more ${title}`,
  noPastVisits: 'No past visits yet',
  feedbackAbout: (task: string, date: string) => `Your visit on ${date}: ${task}.`,
  feedbackTextLabel: 'Would you like to add a few words? (optional)',
  feedbackChoose: 'Please choose one:',
  moods: { good: 'Good', okay: 'Okay', bad: 'Not good' } satisfies Record<VisitMood, string>,
  thanks: 'Thank you for telling us how your visit went.',
  thanksBad: 'We are sorry it was not good. Someone from our team will call you soon.',
  status: { Scheduled: 'Not recorded', Done: 'Done', Cancelled: 'Cancelled', Missed: 'Missed' } satisfies Record<VisitStatus, string>,
  hours: 'Hours',
  arrivedLabel: 'Arrived',
  finishedLabel: 'Finished',
  noteOf: 'Note from the volunteer',
  feedbackOf: 'How it went',
} as const;

/** Refusals of the visit calls, keyed by code, in words that say what to do next. */
export const VISIT_OUTCOMES: OutcomeTable = {
  visitNotYet: { message: 'It is a little early: you can tell us you have arrived from 30 minutes before the visit starts.' },
  visitDayPassed: { message: 'The day of this visit is over, so it can no longer be recorded. Please call us if it took place.' },
  visitNotScheduled: { message: 'This visit is already finished or was cancelled. You will find it under Past visits.' },
  alreadyCheckedIn: { message: 'You have already told us you arrived. Enjoy your visit!' },
  feedbackTooEarly: { message: 'You can tell us how the visit went once it has finished.' },
  feedbackGiven: { message: 'You have already told us how this visit went. Thank you!' },
  visitNotFound: { message: 'We could not find this visit. It may have been changed: please look at your visits again.' },
};
