/**
 * Setup for the stack tier: points firebase-admin and the mail service at the running local
 * stack (GH_PORT_OFFSET picks which), so a single file can also run against `npm start`:
 *   GH_PORT_OFFSET=0 npx vitest run --project stack e2e/tests/live.test.ts
 */
import { LOCALHOST, ports } from '../src/stack/config.ts';
import { stackEnv } from '../src/stack/stack.ts';

const p = ports();
for (const [name, value] of Object.entries(stackEnv(p, `http://${LOCALHOST}:${p.web}`))) {
  process.env[name] ??= value;
}
