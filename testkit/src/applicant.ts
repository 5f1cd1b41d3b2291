/**
 * Shared steps of the application and admin tests: an application's fields, a multipart
 * submission, the admin's calls with a key, and what a request left behind in Firestore,
 * Storage and the mailbox.
 */
import { getStorage } from 'firebase-admin/storage';
import { getApps, initializeApp } from 'firebase-admin/app';
import { readInviteLink } from '@gh/common/code-link';
import { APPLICATION_STATUS, COLLECTIONS } from '@gh/common/constants';
import { NOTICE_VERSION } from '@gh/common/consent';
import type { ApplicationDoc } from '@gh/common/documents';
import { PROJECT_ID, bucketName } from '@gh/devstack/config';
import { decideApplication } from '@gh/functions/testing';
import { adminKey, api, apiUrl, fetchFrom, idTokenFor, mailbox, newClientAddress } from './stack.ts';
import { db, linkFromMail, newEmail } from './identity.ts';

const storageApp = () =>
  getApps().find((app) => app.name === 'application-tests') ??
  initializeApp({ projectId: PROJECT_ID, storageBucket: bucketName }, 'application-tests');
export const bucket = () => getStorage(storageApp()).bucket();

export function applicationFields(email = newEmail('applicant')): Record<string, string> {
  return {
    email,
    fullName: 'Meera Iyer',
    contact: '+91 98220 44444',
    motivation: 'My grandmother lived alone; I know how much a visit means.',
    companionshipMeaning: 'Being there, listening, laughing together.',
    excitement: 'Hearing stories from another time.',
    handlingLoneliness: 'Regular visits, small routines, and calling family together.',
    experience: 'Two years reading at a care home.',
    availability: 'Weekday mornings',
    consentVersion: String(NOTICE_VERSION),
  };
}

export interface Upload {
  filename: string;
  bytes: Buffer;
  /** What the browser would declare; the server does not believe it. */
  type?: string;
}

/**
 * Fields are sent as given; an array value becomes repeated fields of that name. From an address
 * of its own (applications are limited per address), or `from` (newClientAddress).
 */
export async function applyFrom(from: Record<string, string>, fields: Record<string, string | string[]>, ...files: Upload[]) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) form.append(key, one);
  }
  files.forEach((file, i) =>
    form.append(
      i === 0 ? 'file' : `file${i}`,
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.filename,
    ),
  );
  const response = await fetchFrom(`${apiUrl}/volunteer/volunteer/application`, { method: 'POST', body: form, headers: from });
  return { status: response.status, json: (await response.json()) as { message: string } };
}

export const apply = (fields: Record<string, string | string[]>, ...files: Upload[]) => applyFrom(newClientAddress(), fields, ...files);

export const applicationDoc = (email: string) => db().collection(COLLECTIONS.applications).doc(email);

export async function storedApplication(email: string): Promise<ApplicationDoc | undefined> {
  return (await applicationDoc(email).get()).data() as ApplicationDoc | undefined;
}

/** Everything a submission for `email` could leave behind. */
export async function footprint(email: string) {
  const [application, [files], mails] = await Promise.all([
    applicationDoc(email).get(),
    bucket().getFiles({ prefix: `resumes/${email}/` }),
    mailbox.to(email),
  ]);
  return { application: application.exists, files: files.length, mails: mails.length };
}

/** An admin call: `/{key}{path}`, from an address of its own (wrong keys count per address). */
export function adminCall(method: string, path: string, body?: unknown, key: string = adminKey) {
  return api(method, `/${encodeURIComponent(key)}${path}`, body, newClientAddress());
}

/** An admin session's ID token, as the web app gets one: the key exchanged at POST /admin. */
export async function adminSessionToken(): Promise<string> {
  const answer = await api('POST', '/admin', { adminkey: adminKey }, newClientAddress());
  if (answer.status !== 200) throw new Error(`POST /admin answered ${answer.status}`);
  return idTokenFor(String(answer.json?.token));
}

/** An application sent, once its confirmation has arrived; answers its e-mail. */
export async function submittedApplication(fields = applicationFields()): Promise<string> {
  const applied = await apply(fields);
  if (applied.status !== 200) throw new Error(`the application answered ${applied.status}`);
  await mailbox.waitFor(fields.email!, /received/);
  return fields.email!;
}

/** The admin's Approve or Reject of the application of `email`. */
export const decide = (decision: 'approve' | 'reject', email: string) =>
  adminCall('PUT', `/${decision}-application`, { type: 'volunteer', email });

/**
 * The admin's Approve or Reject of the application of `email`, in the name of `session`, held
 * undoable for minutes: for a test that acts inside the Undo time however busy the machine is.
 * Made by the service in this process, as a deployed function runs it with the real 8 s, and held
 * at once: over HTTP the test stack's 2.5 s start before the call answers, and a loaded machine
 * can spend them before the test could hold them, letting any sweep make the decision final.
 * Answers when the decision would have become final unheld.
 */
export async function heldDecision(decision: 'approve' | 'reject', email: string, session = 'key'): Promise<number> {
  const status = decision === 'approve' ? APPLICATION_STATUS.accepted : APPLICATION_STATUS.rejected;
  const { finalAt } = await decideApplication(email, status, { session });
  await applicationDoc(email).update({ finalAt: Date.now() + 5 * 60_000 });
  return finalAt;
}

/** Ends the Undo time of the decision on `email` now, as time would end it. */
export async function closeUndoWindow(email: string): Promise<void> {
  await applicationDoc(email).update({ finalAt: Date.now() });
}

/** Waits until the undo time of a decision (the `finalAt` of its answer) has passed. */
export async function pastUndoWindow(finalAt: unknown): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(finalAt) - Date.now()) + 200));
}

/**
 * The admin's Approve or Reject made final at once: decided, then, once the undo time has passed,
 * finalised (which sends the decision e-mail). Answers the decision call's answer.
 */
export async function decideFinally(decision: 'approve' | 'reject', email: string) {
  const answer = await decide(decision, email);
  if (answer.status !== 200) return answer;
  await pastUndoWindow(answer.json?.finalAt);
  const finalized = await adminCall('POST', '/finalize-decisions');
  if (finalized.status !== 200) throw new Error(`finalize-decisions answered ${finalized.status}`);
  return answer;
}

/**
 * An applicant the admin accepted (the decision made final, so the acceptance e-mail went),
 * with the registration link that e-mail carries.
 */
export async function acceptedApplicant(fields = applicationFields()) {
  const applied = await apply(fields);
  if (applied.status !== 200) throw new Error(`the application answered ${applied.status}`);
  await decideFinally('approve', fields.email!);
  // The second mail: the first said the application arrived (and carries no link).
  const link = await linkFromMail(fields.email!, 2);
  return { email: fields.email!, fields, link, token: readInviteLink(new URL(link).hash) ?? '' };
}
