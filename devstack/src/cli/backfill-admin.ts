/**
 * `npm run backfill:admin`: fills in the admin area's query fields (devstack/src/backfill-admin.ts)
 * on the documents of the local stack running at GH_PORT_OFFSET (default 0), once, for data
 * stored before issue 13.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { LOCALHOST, PROJECT_ID, ports } from '../config.ts';
import { backfillAdminFields } from '../backfill-admin.ts';

process.env.FIRESTORE_EMULATOR_HOST = `${LOCALHOST}:${ports().firestoreGrpc}`;
const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
const summary = await backfillAdminFields(getFirestore(app));
console.log(`backfilled ${summary.applications} applications, ${summary.volunteers} volunteers, ${summary.seniors} seniors`);
