/** Reads what arrived at the local SMTP server (maildev's REST API). Used by tests and benches. */

export interface MailAttachmentInfo {
  filename: string;
  /** The name maildev serves the attachment under. */
  generatedFileName: string;
  contentType: string;
  size: number;
}

export interface ReceivedMail {
  id: string;
  subject: string;
  text?: string;
  to: { address: string }[];
  cc?: { address: string }[];
  attachments?: MailAttachmentInfo[];
  time: string;
}

export class Mailbox {
  constructor(private readonly baseUrl: string) {}

  async all(): Promise<ReceivedMail[]> {
    const response = await fetch(`${this.baseUrl}/api/email`);
    if (!response.ok) throw new Error(`mail inbox answered ${response.status}`);
    return (await response.json()) as ReceivedMail[];
  }

  /** The mails that reached `address`, as a recipient or a copy. */
  async to(address: string): Promise<ReceivedMail[]> {
    const wanted = address.toLowerCase();
    return (await this.all()).filter((mail) => [...mail.to, ...(mail.cc ?? [])].some((to) => to.address.toLowerCase() === wanted));
  }

  /** Waits for a mail to `address` whose subject matches, newest first. */
  async waitFor(address: string, subject: RegExp = /./, timeoutMs = 10_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = (await this.to(address)).filter((mail) => subject.test(mail.subject)).at(-1);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    throw new Error(`no mail to ${address} matching ${subject} within ${timeoutMs} ms`);
  }

  /** The bytes of the attachment called `filename` in mail `mail`. */
  async attachment(mail: ReceivedMail, filename: string): Promise<Buffer> {
    const info = mail.attachments?.find((a) => a.filename === filename);
    if (!info) throw new Error(`mail ${mail.id} has no attachment ${filename}`);
    const response = await fetch(`${this.baseUrl}/api/email/${mail.id}/attachment/${encodeURIComponent(info.generatedFileName)}`);
    if (!response.ok) throw new Error(`attachment ${filename} answered ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  }

  /** The message as it went over SMTP, headers included (Reply-To, for one). */
  async source(mail: ReceivedMail): Promise<string> {
    const response = await fetch(`${this.baseUrl}/api/email/${mail.id}/source`);
    if (!response.ok) throw new Error(`source of mail ${mail.id} answered ${response.status}`);
    return response.text();
  }

  /** Removes one mail, so a test's inbox holds only what that test is about. */
  async remove(mail: ReceivedMail): Promise<void> {
    const response = await fetch(`${this.baseUrl}/api/email/${mail.id}`, { method: 'DELETE' });
    if (!response.ok) throw new Error(`removing mail ${mail.id} answered ${response.status}`);
  }

  async clear(): Promise<void> {
    await fetch(`${this.baseUrl}/api/email/all`, { method: 'DELETE' });
  }
}
