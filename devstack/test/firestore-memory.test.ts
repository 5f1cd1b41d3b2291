/**
 * The local Firestore holds many documents in little memory and sends a live query only what
 * changed (devstack/src/firestore/lean-state.ts). Before, one listener on a collection made the
 * emulator queue its whole result again after every write: 1,000 documents took 2.6 GB and
 * minutes. The emulator runs in a process of its own (memory.ts), at ports of its own.
 */
import { describe, expect, it } from 'vitest';
import { portOffset } from '../src/config.ts';
import { generatePeople } from '../src/people.ts';
import { describeMemory, measureFirestoreMemory } from '../src/firestore/memory.ts';

const DOCUMENTS = 3000;
/** Measured: 2.4 KB per seed document (50,000 in about 120 MB of heap); 8 KB leaves room for noise. */
const HEAP_PER_DOCUMENT = 8 * 1024;
/** Garbage not yet collected counts too: the peak must stay far from the 4 GB that killed the stack. */
const PEAK_RSS = 1024 * 1024 * 1024;

describe('the local Firestore under thousands of documents', () => {
  it(`stores ${DOCUMENTS} seed documents, with a live query on each collection, in bounded memory and time`, async () => {
    const documents = generatePeople(DOCUMENTS).documents.slice(0, DOCUMENTS);
    const figures = await measureFirestoreMemory(documents, 18390 + portOffset(), 45_000);
    console.log(describeMemory(figures));
    expect((figures.after.heapUsed - figures.before.heapUsed) / DOCUMENTS).toBeLessThan(HEAP_PER_DOCUMENT);
    expect(figures.after.peakRss).toBeLessThan(PEAK_RSS);
  }, 60_000);
});
