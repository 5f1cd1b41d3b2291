/**
 * What the stack tier's tests of twenty calls and of mail share: twenty identical calls sent
 * together (over HTTP they queue at the Functions emulator: docs/testing.md, Races), their
 * statuses in order, and the mails that reached an address once the calls that send them answered.
 */
import { mailbox } from './stack.ts';

/** 20 identical calls over HTTP wait their turn at the Functions emulator: slow on a loaded machine. */
export const RACE = { timeout: 180_000 };

export const race = <T>(call: () => Promise<T>, times = 20) => Promise.all(Array.from({ length: times }, call));

export const statuses = (answers: { status: number }[]) => answers.map((answer) => answer.status).sort();

/**
 * The mails whose subject matches `subject` that reached `email`, read once `count` of them have
 * come (10 s at most). A test calls it after every request or job run that could mail has
 * answered: the api sends a request's mail before it answers (notifications.test.ts holds it),
 * so whatever they sent, a second mail among it, is in the inbox by then, and with `count` 0 the
 * inbox is read at once. It waits only for the mails expected, which a run of the stack's own
 * job, or another file's, may be the one to send.
 */
export const mailsTo = (email: string, subject: RegExp, count: number) => mailsWhere(email, (mail) => subject.test(mail.subject), count);

type Mail = Awaited<ReturnType<typeof mailbox.to>>[number];

/** The mails to `email` that `keep` keeps, read once `count` of them have come (10 s at most), as mailsTo. */
export async function mailsWhere(email: string, keep: (mail: Mail) => boolean, count: number) {
  const deadline = Date.now() + 10_000;
  const find = async () => (await mailbox.to(email)).filter(keep);
  let found = await find();
  while (found.length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    found = await find();
  }
  return found;
}
