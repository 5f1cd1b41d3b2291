/**
 * The visit calls a person makes from the dashboard, with their own ID token: the
 * volunteer's check-in and check-out, the senior's word on how it went. The live visit
 * documents show what changed.
 */
import type { VisitMood } from '@gh/common/visits';
import { apiRequest } from '../../lib/api';
import { currentIdToken } from '../../lib/idToken';

type Answer = { message: string };

/** `at`: when it was tapped, for a step kept on the phone while offline. */
const checkIn = async (id: string, at?: number) =>
  apiRequest<Answer>('checkIn', { params: { id }, body: at === undefined ? {} : { at }, token: await currentIdToken() });

const checkOut = async (id: string, note: string, at?: number) =>
  apiRequest<Answer>('checkOut', {
    params: { id },
    body: { ...(note.trim() && { note: note.trim() }), ...(at !== undefined && { at }) },
    token: await currentIdToken(),
  });

const giveFeedback = async (id: string, mood: VisitMood, text: string) =>
  apiRequest<Answer>('visitFeedback', {
    params: { id },
    body: text.trim() ? { mood, text: text.trim() } : { mood },
    token: await currentIdToken(),
  });

/** The calls, one object, so a component test can hand a card its own answers. */
export const VISIT_CALLS = { checkIn, checkOut, giveFeedback };
export type VisitCalls = typeof VISIT_CALLS;
