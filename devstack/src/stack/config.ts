/**
 * Ports and names of the local stack. One place, read by the stack, the tests and the web
 * app's dev config. GH_PORT_OFFSET shifts every port, so a second stack (the tests) can run
 * beside `npm start`, or around a port that something else holds.
 */
import firebaseJson from '../../../firebase.json' with { type: 'json' };

export const PROJECT_ID = 'demo-golden-hearts';
/** The api function's region, as Hosting's rewrite names it (functions/src/region.ts sets it). */
export const REGION = apiRewriteRegion();
export const LOCALHOST = '127.0.0.1';

/** Only used locally; a real deployment sets its own secret (docs/operations.md, Settings). */
export const LOCAL_ADMIN_KEY = 'golden-hearts-local-admin';
export const SUPPORT_INBOX = 'support@goldenhearts.example';
export const MAIL_FROM = 'Golden Hearts <no-reply@goldenhearts.example>';

const emulators = firebaseJson.emulators;

function apiRewriteRegion(): string {
  const region = firebaseJson.hosting.rewrites.find((entry) => entry.function?.functionId === 'api')?.function?.region;
  if (!region) throw new Error('firebase.json has no Hosting rewrite to the api function');
  return region;
}

export interface Ports {
  web: number;
  hub: number;
  logging: number;
  auth: number;
  /** Google's front end before the functions (front.ts): the api's address. */
  functions: number;
  /** The Functions emulator itself, reached only through the front. */
  functionsEmulator: number;
  firestore: number;
  /** The Firestore emulator's own WebSocket server (its request log), pinned so it stays on loopback at a known port. */
  firestoreWebSocket: number;
  storage: number;
  /** The Functions emulator starts these two as well. */
  eventarc: number;
  tasks: number;
  smtp: number;
  mailWeb: number;
}

export const BASE_PORTS: Ports = {
  web: 5173,
  hub: emulators.hub.port,
  logging: emulators.logging.port,
  auth: emulators.auth.port,
  functions: emulators.functions.port,
  functionsEmulator: emulators.functions.port + 1,
  firestore: emulators.firestore.port,
  firestoreWebSocket: 9150,
  storage: emulators.storage.port,
  eventarc: 9299,
  tasks: 9499,
  smtp: 1025,
  mailWeb: 1080,
};

export function portOffset(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.GH_PORT_OFFSET ?? '0';
  const offset = Number(raw);
  if (!Number.isInteger(offset) || offset < 0 || offset > 20000) {
    throw new Error(`GH_PORT_OFFSET must be a whole number from 0 to 20000, not "${raw}"`);
  }
  return offset;
}

/**
 * Ports above 1024 that fetch() and browsers refuse to reach (the WHATWG Fetch standard's "bad
 * ports"): GH_PORT_OFFSET=9000 put the mail inbox on 10080, and nothing could read it.
 */
const REFUSED_PORTS = new Set([
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** The stack's ports at `offset`; one that browsers refuse moves up to the next they allow. */
export function ports(offset = portOffset()): Ports {
  const usable = (port: number): number => (REFUSED_PORTS.has(port) ? usable(port + 1) : port);
  return Object.fromEntries(Object.entries(BASE_PORTS).map(([name, port]) => [name, usable(port + offset)])) as unknown as Ports;
}

export const bucketName = `${PROJECT_ID}.appspot.com`;

/** Where the api function answers on the Functions emulator. */
export function functionsBaseUrl(p: Ports): string {
  return `http://${LOCALHOST}:${p.functions}/${PROJECT_ID}/${REGION}/api`;
}

/** What the local web server answers at `/__/firebase/init.json`: the web config and the emulators. */
export function webAppInit(p: Ports): Record<string, unknown> {
  return {
    projectId: PROJECT_ID,
    apiKey: 'demo-api-key',
    authDomain: `${PROJECT_ID}.firebaseapp.com`,
    storageBucket: bucketName,
    emulators: {
      auth: `http://${LOCALHOST}:${p.auth}`,
      firestore: { host: LOCALHOST, port: p.firestore },
    },
  };
}

/** The emulators the web app connects to, which the local web server adds to the page's CSP. */
export function emulatorOrigins(p: Ports): string[] {
  return [`http://${LOCALHOST}:${p.auth}`, `http://${LOCALHOST}:${p.firestore}`];
}

/** A Content-Security-Policy that may also connect to `origins` (the local web server's copy). */
export function withConnectSources(policy: string, origins: string[]): string {
  return policy.replace('connect-src ', `connect-src ${origins.join(' ')} `);
}
