/**
 * The local mail server: maildev, a real SMTP server on loopback with a web inbox, where a
 * person reads the one-time codes and the tests read what the functions sent.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChild, waitUntil, httpOk, type Child } from './processes.ts';

// maildev exports only its ESM entry (dist/index.js); its CLI sits beside it.
const maildevBin = join(dirname(fileURLToPath(import.meta.resolve('maildev'))), 'bin', 'maildev.js');

export async function startMail(host: string, smtpPort: number, webPort: number): Promise<Child> {
  // Its own folder: maildev otherwise keeps every stack's mail in one shared /tmp/maildev.
  const folder = mkdtempSync(join(tmpdir(), 'gh-mail-'));
  const child = startChild('maildev', process.execPath, [
    maildevBin,
    '--smtp',
    String(smtpPort),
    '--ip',
    host,
    '--web',
    String(webPort),
    '--web-ip',
    host,
    '--mail-directory',
    folder,
    '--silent',
  ]);

  try {
    // A busy 2-core machine (several stacks starting at once) has taken more than 20 s.
    await waitUntil(
      () => httpOk(`http://${host}:${webPort}/api/healthz`),
      60_000,
      () => `maildev did not answer on port ${webPort}:\n${child.output()}`,
      child,
    );
  } catch (error) {
    await child.stop(); // no stopper is registered for a start that failed: it would hold its ports
    throw error;
  }
  return {
    ...child,
    async stop() {
      await child.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
