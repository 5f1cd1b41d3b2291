/**
 * The local mail server: maildev, a real SMTP server on loopback with a web inbox, where a
 * person reads the one-time codes and the tests read what the functions sent.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChild, waitUntil, httpOk, type Child } from './processes.ts';

// maildev exports only its ESM entry (dist/index.js); its CLI sits beside it.
const maildevBin = join(dirname(fileURLToPath(import.meta.resolve('maildev'))), 'bin', 'maildev.js');

export async function startMail(host: string, smtpPort: number, webPort: number): Promise<Child> {
  const child = startChild('maildev', process.execPath, [
    maildevBin,
    '--smtp', String(smtpPort),
    '--ip', host,
    '--web', String(webPort),
    '--web-ip', host,
    '--silent',
  ]);
  await waitUntil(
    () => httpOk(`http://${host}:${webPort}/api/healthz`),
    20_000,
    () => `maildev did not answer on port ${webPort}:\n${child.output()}`,
    child,
  );
  return child;
}
