/**
 * What GET /people/{email}/data answers (docs/privacy.md, the right of access): everything held
 * about the caller that is theirs to see. The functions put it together; /profile/data shows it
 * and saves the same answer as a file.
 */
import type { CircleMember, CircleMemberDoc } from './circle.ts';
import type { UserType } from './constants.ts';
import type { ConsentRecord } from './consent.ts';

/** A stored document as it was read, with its id. */
export type StoredEntry = Record<string, unknown> & { id: string };

export interface MyData {
  /** When it was put together (ms). */
  madeAt: number;
  email: string;
  role: UserType;
  /** Each list holds at most this many, the newest kept by the order they were stored in. */
  listMax: number;
  profile: Record<string, unknown>;
  matches: Record<string, unknown> | null;
  application: Record<string, unknown> | null;
  visits: StoredEntry[];
  visitFeedback: StoredEntry[];
  helpRequests: StoredEntry[];
  grievances: StoredEntry[];
  staffActions: { at: unknown; action: unknown; by: string; details: unknown }[];
  /** A senior's family circle, in the order she invited them (none for a volunteer), with which notices each joined agreed to and when. */
  circle: (CircleMember & { consents?: Pick<ConsentRecord, 'version' | 'at'>[] })[];
  /** A senior's nominee: the joined member of her circle she named, and when; null for none (and for a volunteer). */
  nominee: { member: string; nominatedAt: number } | null;
  /** Their own places in seniors' circles, with their agreement to the circle's notice. */
  inCircles: Pick<
    CircleMemberDoc,
    'senior' | 'parts' | 'status' | 'invitedAt' | 'joinedAt' | 'nominatedAt' | 'notices' | 'lang' | 'consents'
  >[];
}
