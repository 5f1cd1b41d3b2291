/** One e-mail, one side: openAccount's transaction reads both sides of the e-mail. */
import { describe, expect, it } from 'vitest';
import { seniorRegistrationSchema, volunteerRegistrationSchema } from '@gh/common/schemas';
import { startFromRecount, storedFigures } from '@gh/testkit/admin-record';
import { addApplication, newEmail, personDoc, seniorForm, volunteerForm } from '@gh/testkit/identity';
import { newSenior, newVolunteer } from '../src/services/people/people.ts';
import { openAccount, type EmailProof } from '../src/services/identity/identity.ts';

describe('registering one e-mail', () => {
  it('of 20 registrations sent together, ten on each side, exactly one stores a person and counts them', async () => {
    const email = newEmail('both');
    const application = await addApplication(email);
    const now = Date.now();
    const volunteer = newVolunteer(volunteerRegistrationSchema.parse(volunteerForm(email)), application, now);
    const senior = newSenior(seniorRegistrationSchema.parse(seniorForm(email)), now);
    const before = await startFromRecount();

    const proof: EmailProof = { kind: 'email', email };
    const answers = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0 ? openAccount('volunteer', volunteer, [proof]) : openAccount('senior', senior, [proof]),
      ),
    );
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1);
    for (const answer of answers) if (answer.status === 'rejected') expect(answer.reason).toMatchObject({ code: 'emailExists' });
    const stored = await Promise.all([personDoc('volunteer', email).get(), personDoc('senior', email).get()]);
    expect(stored.filter((doc) => doc.exists)).toHaveLength(1);
    const side = stored[0]!.exists ? 'volunteers' : 'seniors';
    expect(await storedFigures()).toEqual({ ...before, [side]: before[side] + 1 });
  }, 120_000);
});
