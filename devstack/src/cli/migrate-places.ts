/**
 * `npm run migrate:places`: gives the documents of the running local stack (the one
 * GH_PORT_OFFSET names) that were stored before places their place, languages and search keys,
 * as the deployed admin's POST /{key}/jobs/places does (functions/src/services/people/places-job.ts),
 * each run going on where the one before stopped, until nothing is left. For data kept with `npm start -- --keep` from before.
 */
import { placesJobSchema, type PlacesJobFrom } from '@gh/common/schemas';
import { runPlacesJob } from '@gh/functions/testing';
import { portOffset, ports } from '../stack/config.ts';
import { stackEnv } from '../stack/stack.ts';

async function main(): Promise<void> {
  // The store opens Firestore on first use, so the stack's address is set in time.
  Object.assign(process.env, stackEnv(ports(portOffset()), ''));
  let from: PlacesJobFrom | null = null;
  for (;;) {
    const report = await runPlacesJob(from);
    console.log(JSON.stringify(report));
    if (!report.next) return;
    from = placesJobSchema.parse({ from: report.next }).from ?? null;
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`Could not migrate: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
