/**
 * What the stack tier's tests of twenty calls and of mail share: twenty identical calls sent
 * together (over HTTP they queue at the Functions emulator: docs/testing.md, Races), their
 * statuses in order, and the mails that reached an address (waiting for those expected).
 */
import { mailbox } from './stack.ts';

/** 20 identical calls over HTTP wait their turn at the Functions emulator: slow on a loaded machine. */
export const RACE = { timeout: 180_000 };

export const race = <T>(call: () => Promise<T>, times = 20) => Promise.all(Array.from({ length: times }, call));

export const statuses = (answers: { status: number }[]) => answers.map((answer) => answer.status).sort();

/** Waits until `count` mails whose subject matches `subject` reached `email`, then a moment longer for any extra one. */
export async function mailsTo(email: string, subject: RegExp, count: number) {
  const deadline = Date.now() + 10_000;
  const find = async () => (await mailbox.to(email)).filter((mail) => subject.test(mail.subject));
  while ((await find()).length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 150));
  await new Promise((resolve) => setTimeout(resolve, 700));
  return find();
}
