/** The mail service sends over real SMTP to the stack's server, and the message arrives whole. */
import { describe, expect, it } from 'vitest';
import { sendMail } from '../src/services/mail/mail.ts';
import { mailbox, uniqueId } from '@gh/testkit/stack';

describe('mail service over SMTP', () => {
  it('delivers a plain-text message with an attachment', async () => {
    const to = `${uniqueId('mail')}@example.com`;
    const bytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    await sendMail({
      to: { address: to },
      subject: 'Your Golden Hearts code',
      text: 'Your code is 123456. It is valid for 10 minutes.',
      attachments: [{ filename: 'note.bin', content: bytes, contentType: 'application/octet-stream' }],
    });
    const mail = await mailbox.waitFor(to, /Golden Hearts code/);
    expect(mail.text).toContain('Your code is 123456');
    expect(mail.attachments?.map((a) => [a.filename, a.contentType, a.size])).toEqual([['note.bin', 'application/octet-stream', 256]]);
    expect(await mailbox.attachment(mail, 'note.bin')).toEqual(bytes);
  });
});
