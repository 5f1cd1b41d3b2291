/**
 * `npm run stats:recount`: counts the Analytics figures of the running local stack (the one
 * GH_PORT_OFFSET names) from its documents and stores them in `stats/admin`. For data written
 * before the figures were kept, or written around the api (a seed, a test helper); `npm start`
 * runs it after seeding. Run it while nothing else writes.
 */
import { recountAdminStats } from '@gh/functions/testing';
import { portOffset, ports } from '../stack/config.ts';
import { stackEnv } from '../stack/stack.ts';

async function main(): Promise<void> {
  // The store opens Firestore on first use, so the stack's address is set in time.
  Object.assign(process.env, stackEnv(ports(portOffset()), ''));
  console.log(JSON.stringify(await recountAdminStats(), null, 2));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`Could not recount: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
