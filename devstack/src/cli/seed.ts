/**
 * `npm run seed -- --people 10000`: fills the running local stack (GH_PORT_OFFSET picks which)
 * with a realistic population (seed/generate-people.ts): applications in every state with PDF
 * resumes in Storage, volunteers, seniors, links Requested and Assigned, everyone's matches.
 * Writing the same count again overwrites the same people; `--seed N` draws other people.
 */
import { parseArgs } from 'node:util';
import { LOCALHOST, ports } from '../stack/config.ts';
import { stackEnv } from '../stack/stack.ts';
import { describeSeeded, seedPeople } from '../seed/seed-people.ts';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { people: { type: 'string', default: '1000' }, seed: { type: 'string', default: '13' } } });
  const people = Number(values.people);
  const seed = Number(values.seed);
  if (!Number.isInteger(people) || people < 1 || people > 200_000)
    throw new Error(`--people must be a whole number from 1 to 200000, not "${values.people}"`);
  if (!Number.isInteger(seed)) throw new Error(`--seed must be a whole number, not "${values.seed}"`);

  const p = ports();
  const webUrl = `http://${LOCALHOST}:${p.web}`;
  if (!(await fetch(webUrl, { signal: AbortSignal.timeout(5000) }).catch(() => null))?.ok) {
    throw new Error(`no local stack answers at ${webUrl}: start one first (npm start, with the same GH_PORT_OFFSET)`);
  }
  Object.assign(process.env, stackEnv(p, webUrl));
  const seeded = await seedPeople(people, seed, (line) => console.log(`  ${line}`));
  console.log(`seed: ${seeded.documents} documents and ${seeded.resumes} resumes in ${describeSeeded(seeded)}`);
}

main().catch((error: unknown) => {
  console.error(`seed failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
