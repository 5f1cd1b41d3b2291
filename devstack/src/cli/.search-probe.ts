// Temporary probe (not committed): times the admin search's queries with firebase-admin.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { searchKeysFor } from '@gh/common/admin-fields';
import { PROJECT_ID, LOCALHOST, ports } from '../stack/config.ts';

const p = ports();
process.env.FIRESTORE_EMULATOR_HOST = `${LOCALHOST}:${p.firestore}`;
const db = getFirestore(initializeApp({ projectId: PROJECT_ID }));
const keys = searchKeysFor(process.argv[2] ?? 'Kulkarni');
console.log('keys', keys);
for (let round = 0; round < 3; round++) {
  for (const name of ['applications', 'volunteers', 'seniors']) {
    const t0 = performance.now();
    const snap = await db.collection(name).where('searchKeys', 'array-contains-any', keys).limit(10).get();
    console.log(round, name, snap.size, `${Math.round(performance.now() - t0)} ms`);
  }
  for (const name of ['applications', 'volunteers', 'seniors']) {
    const t0 = performance.now();
    const n = (await db.collection(name).count().get()).data().count;
    console.log(round, name, 'count', n, `${Math.round(performance.now() - t0)} ms`);
  }
}
process.exit(0);
