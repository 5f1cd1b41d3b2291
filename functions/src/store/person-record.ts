/**
 * What the app keeps about one person, read for them to see and download (services/people/
 * my-data.ts): each list a query on their e-mail, at most RECORD_LIST_MAX documents.
 */
import { COLLECTIONS, type UserType } from '@gh/common/constants';
import type { Query } from 'firebase-admin/firestore';
import { emailKey, firestore } from './firebase.ts';

/** The most documents of one kind a download lists (years of weekly visits fit many times over). */
export const RECORD_LIST_MAX = 1_000;

export type Stored = Record<string, unknown> & { id: string };

const listed = async (query: Query): Promise<Stored[]> =>
  (await query.limit(RECORD_LIST_MAX).get()).docs.map((doc) => ({ ...doc.data(), id: doc.id }));

/** What is kept about the person beside their own document, matches and application (read where they live). */
export interface PersonRecord {
  visits: Stored[];
  visitFeedback: Stored[];
  helpRequests: Stored[];
  /** The grievances they filed, with the officer's answers. */
  grievances: Stored[];
  /** The staff's actions about them, oldest first. */
  audit: Stored[];
}

/** The lists of documents about `email`, who is on the `type` side. */
export async function readPersonRecord(type: UserType, email: string): Promise<PersonRecord> {
  const db = firestore();
  const id = emailKey(email);
  const senior = type === 'senior';
  const [visits, visitFeedback, helpRequests, grievances, about, naming] = await Promise.all([
    listed(db.collection(COLLECTIONS.visits).where(type, '==', id)),
    senior ? listed(db.collection(COLLECTIONS.visitFeedback).where('senior', '==', id)) : [],
    senior ? listed(db.collection(COLLECTIONS.concerns).where('senior', '==', id).where('kind', '==', 'help')) : [],
    listed(db.collection(COLLECTIONS.grievances).where('email', '==', id)),
    listed(db.collection(COLLECTIONS.audit).where('email', '==', id)),
    // A pair's and its visits' entries are the volunteer's, naming her in their details.
    senior ? listed(db.collection(COLLECTIONS.audit).where('details.senior', '==', id)) : [],
  ]);
  const audit = [...about, ...naming].sort((a, b) => Number(a.at) - Number(b.at));
  return { visits, visitFeedback, helpRequests, grievances, audit };
}
