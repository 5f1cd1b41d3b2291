/**
 * `npm run retention`: runs the retention job (functions/src/services/retention/) through the
 * admin's POST /{key}/jobs/retention and prints what it erased, or with `--dry-run` what it
 * would erase, rule by rule. Against the running local stack (the one GH_PORT_OFFSET names) by
 * default; `--origin https://<project-id>.web.app` with the key in ADMIN_KEY reaches a
 * deployment. `--rule <name>` (again for more) runs only the rules named.
 */
import { parseArgs } from 'node:util';
import type { RetentionReport } from '@gh/functions/testing';
import { LOCAL_ADMIN_KEY, LOCALHOST, portOffset, ports } from '../stack/config.ts';

type RuleReport = RetentionReport['rules'][number];

function printRule({ rule, what, kept, cutoff, due, erased, more }: RuleReport): void {
  const since = `${what}; kept ${kept}, due if at or before ${cutoff}`;
  if (!due) {
    console.log(`${rule}: erased ${erased}${more ? ', more left for the next run' : ''} (${since})`);
    return;
  }
  console.log(`${rule}: ${due.length}${more ? ' or more' : ''} due (${since})`);
  for (const { id, files } of due) console.log(`  ${id}${files.length ? `  files: ${files.join(', ')}` : ''}`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { 'dry-run': { type: 'boolean' }, rule: { type: 'string', multiple: true }, origin: { type: 'string' } },
  });
  const origin = values.origin ?? `http://${LOCALHOST}:${ports(portOffset()).web}`;
  const key = values.origin ? process.env.ADMIN_KEY : LOCAL_ADMIN_KEY;
  if (!key) throw new Error('Set ADMIN_KEY to reach a deployment.');
  const response = await fetch(`${origin}/api/${encodeURIComponent(key)}/jobs/retention`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ dryRun: values['dry-run'] ?? false, rules: values.rule }),
  });
  const answer = (await response.json()) as { message: string; rules?: RuleReport[] };
  if (!response.ok) throw new Error(`${response.status} ${answer.message}`);
  console.log(answer.message);
  for (const report of answer.rules ?? []) printRule(report);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`Could not run the retention job: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
