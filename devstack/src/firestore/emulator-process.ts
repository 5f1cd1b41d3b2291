/**
 * The Firestore emulator alone in a child process (started by memory.ts with --expose-gc), so
 * its memory can be measured apart from the client writing to it. Answers the parent's
 * 'memory' message with its heap and RSS after a full garbage collection, and its peak RSS.
 */
import { startFirestoreEmulator } from './emulator.ts';

export interface EmulatorMemory {
  heapUsed: number;
  rss: number;
  /** The most this process has held since it started. */
  peakRss: number;
}

const port = Number(process.argv[2]);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc || !process.send) throw new Error('run through memory.ts (forked, with --expose-gc)');
const emulator = await startFirestoreEmulator('127.0.0.1', port);

process.on('message', (message) => {
  if (message === 'stop') {
    void emulator.stop().then(() => process.exit(0));
    return;
  }
  gc();
  gc();
  const { heapUsed, rss } = process.memoryUsage();
  process.send!({ heapUsed, rss, peakRss: process.resourceUsage().maxRSS * 1024 } satisfies EmulatorMemory);
});
process.send('ready');
