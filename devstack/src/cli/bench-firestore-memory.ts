/**
 * `npm run bench:firestore-memory`: the Cloud Firestore emulator's memory with 50,000 of the
 * seed's documents (seed/generate-people.ts), written in batches while a live page of each
 * collection is open (bench/firestore-memory.ts). Target: under 2 GB.
 * BENCH_DOCUMENTS sets another count.
 */
import { portOffset } from '../stack/config.ts';
import { generatePeople } from '../seed/generate-people.ts';
import { describeMemory, measureFirestoreMemory } from '../bench/firestore-memory.ts';

const TARGET_BYTES = 2 * 1024 ** 3;
/** Documents per person the seed writes (about 4.1), with room to spare. */
const DOCUMENTS_PER_PERSON = 4;

async function main(): Promise<void> {
  const count = Number(process.env.BENCH_DOCUMENTS ?? 50_000);
  const documents = generatePeople(Math.ceil(count / DOCUMENTS_PER_PERSON)).documents.slice(0, count);
  if (documents.length < count) throw new Error(`the seed drew only ${documents.length} documents`);
  const figures = await measureFirestoreMemory(documents, 19380 + portOffset());
  console.log(`bench:firestore-memory: ${describeMemory(figures)}`);
  const ok = figures.after.peakRss < TARGET_BYTES;
  console.log(`  target: peak RSS under 2 GB: ${ok ? 'ok' : 'MISSED'}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
