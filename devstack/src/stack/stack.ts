/**
 * The whole local stack in one call: the Cloud Firestore emulator (enforcing firestore.rules),
 * Storage, SMTP with a web inbox, Auth and Functions emulators, and the web app server.
 * `npm start`, `npm test` and the benchmarks all start it through here.
 */
import { join } from 'node:path';
import {
  LOCALHOST,
  LOCAL_ADMIN_KEY,
  MAIL_FROM,
  emulatorOrigins,
  PROJECT_ID,
  SUPPORT_INBOX,
  bucketName,
  functionsBaseUrl,
  ports,
  webAppInit,
  type Ports,
} from './config.ts';
import { startFirestoreEmulator, type FirestoreEmulator } from './firestore/emulator.ts';
import { startStorage } from './storage.ts';
import { startFront } from './front.ts';
import { startMail } from './mail.ts';
import { startFirebaseEmulators, repoRoot } from './firebase-emulators.ts';
import { startWebServer, type WebServer } from './web-server.ts';
import { assertPortFree, type Child } from './processes.ts';

export interface StackOptions {
  offset: number;
  log?: (line: string) => void;
  /** Echo the Firebase emulators' own output. */
  verbose?: boolean;
  /** Gets each line the Firebase emulators print (the functions' logs among them). */
  emulatorLog?: (line: string) => void;
  /** Aborting stops whatever has started so far (Ctrl-C during start-up). */
  signal?: AbortSignal;
  /** Firestore's data is exported here on stop and imported from here at the next start. */
  keepDir?: string;
  /** The Firestore emulator's most Java heap (1 GB unless said). */
  firestoreHeap?: string;
  /** How long the admin's decisions can be undone, when not the 8 s a person gets (tests). */
  decisionUndoMs?: number;
  /**
   * Run the daily visit and trial jobs and the hourly retention job every VISIT_JOB_INTERVAL_MS,
   * as their deployed schedules run them (unless false). The decision sweep runs either way.
   */
  scheduledJobs?: boolean;
}

export interface Stack {
  readonly ports: Ports;
  readonly webUrl: string;
  readonly apiUrl: string;
  readonly mailUrl: string;
  readonly adminKey: string;
  readonly firestore: FirestoreEmulator;
  stop(): Promise<void>;
}

/** The environment the functions (and anything else using firebase-admin) need. */
export function stackEnv(p: Ports, webUrl: string): Record<string, string> {
  return {
    GCLOUD_PROJECT: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: `${LOCALHOST}:${p.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${LOCALHOST}:${p.auth}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `${LOCALHOST}:${p.storage}`,
    STORAGE_BUCKET: bucketName,
    SMTP_HOST: LOCALHOST,
    SMTP_PORT: String(p.smtp),
    SMTP_SECURE: 'false',
    MAIL_FROM,
    SUPPORT_INBOX,
    ADMIN_KEY: LOCAL_ADMIN_KEY,
    WEB_ORIGIN: webUrl,
    // The local web server plays Hosting: the one proxy whose X-Forwarded-For entry is a fact.
    TRUSTED_PROXIES: LOCALHOST,
    // firebase-admin otherwise probes for a cloud metadata server that is not there.
    METADATA_SERVER_DETECTION: 'none',
  };
}

/** How often the local stack runs the daily visit and trial jobs and the hourly retention job (deployed: functions/src/index.ts). */
export const VISIT_JOB_INTERVAL_MS = 10 * 60_000;
/** How often the local stack mails the decisions whose undo time has passed (deployed: the same). */
export const DECISION_SWEEP_INTERVAL_MS = 60_000;

/** Posts to a job's admin route `url`, as its deployed schedule would run it, every `intervalMs`. */
function startJobTimer(name: string, url: string, intervalMs: number, log: (line: string) => void): NodeJS.Timeout {
  // eslint-disable-next-line no-restricted-globals -- a schedule (the deployed onSchedule's stand-in), not a page polling for data
  const timer = setInterval(() => {
    fetch(url, { method: 'POST' })
      .then(async (response) => {
        if (!response.ok) log(`[${name}] ${response.status} ${await response.text()}`);
      })
      .catch((error: unknown) => log(`[${name}] ${String(error)}`));
  }, intervalMs);
  timer.unref();
  return timer;
}

export async function startStack(options: StackOptions): Promise<Stack> {
  const log = options.log ?? (() => {});
  const p = ports(options.offset);
  const roles: [number, string][] = [
    [p.web, 'web app'],
    [p.hub, 'emulator hub'],
    [p.logging, 'emulator logging'],
    [p.auth, 'Auth emulator'],
    [p.functions, "the functions' front"],
    [p.functionsEmulator, 'Functions emulator'],
    [p.firestore, 'Firestore emulator'],
    [p.firestoreWebSocket, 'Firestore emulator (WebSocket)'],
    [p.storage, 'Storage emulator'],
    [p.smtp, 'SMTP'],
    [p.mailWeb, 'mail inbox'],
  ];
  for (const [port, role] of roles) await assertPortFree(port, role);

  const stoppers: (() => Promise<void>)[] = [];
  // Each call stops the parts started so far, last first, after any call before it has done: an
  // interrupted start calls it twice (the abort, then its own failure), and the second must
  // neither skip the first's parts nor answer before they are stopped.
  let stopped = Promise.resolve();
  const stop = (): Promise<void> =>
    (stopped = stopped.then(async () => {
      for (const stopOne of stoppers.splice(0).reverse()) await stopOne().catch(() => {});
    }));
  /** Called after each part has registered its stopper, so an interrupted start leaks nothing. */
  const stopIfInterrupted = () => {
    if (options.signal?.aborted) throw new Error('start-up was interrupted');
  };
  options.signal?.addEventListener('abort', () => void stop(), { once: true });

  try {
    const webUrl = `http://${LOCALHOST}:${p.web}`;
    const apiUrl = `${functionsBaseUrl(p)}`;
    const env = stackEnv(p, webUrl);

    const firestore = await startFirestoreEmulator({
      host: LOCALHOST,
      port: p.firestore,
      webSocketPort: p.firestoreWebSocket,
      projectId: PROJECT_ID,
      rules: join(repoRoot, 'firestore.rules'),
      keepDir: options.keepDir,
      maxHeap: options.firestoreHeap,
    });
    stoppers.push(() => firestore.stop());
    stopIfInterrupted();
    log(`Firestore emulator on ${firestore.target}${options.keepDir ? ` (kept in ${options.keepDir})` : ''}`);

    const storage = await startStorage({ host: LOCALHOST, port: p.storage, projectId: PROJECT_ID });
    stoppers.push(() => storage.stop());
    stopIfInterrupted();
    log(`Storage emulator on ${LOCALHOST}:${p.storage}`);

    const mail: Child = await startMail(LOCALHOST, p.smtp, p.mailWeb);
    stoppers.push(() => mail.stop());
    stopIfInterrupted();
    log(`SMTP on ${LOCALHOST}:${p.smtp}, inbox on http://${LOCALHOST}:${p.mailWeb}`);

    const front = await startFront(LOCALHOST, p.functions, `http://${LOCALHOST}:${p.functionsEmulator}`);
    stoppers.push(() => front.stop());
    stopIfInterrupted();

    log('Starting the Auth and Functions emulators (about 20 s)...');
    const emulators = await startFirebaseEmulators({
      ports: p,
      offset: options.offset,
      // As on Cloud Run: an error the Functions runtime answers itself (a body it cannot parse,
      // before the app runs) then shows no stack trace or server path.
      env: {
        ...env,
        NODE_ENV: 'production',
        ...(options.decisionUndoMs !== undefined && { DECISION_UNDO_MS_LOCAL: String(options.decisionUndoMs) }),
      },
      healthUrl: `${apiUrl}/api/health`,
      echo: (line) => {
        options.emulatorLog?.(line);
        if (options.verbose) log(`[firebase] ${line}`);
      },
    });
    stoppers.push(() => emulators.stop());
    stopIfInterrupted();
    log(`Auth emulator on ${LOCALHOST}:${p.auth}, functions on ${apiUrl}`);

    const web: WebServer = await startWebServer({
      host: LOCALHOST,
      port: p.web,
      root: join(repoRoot, 'web', 'dist'),
      functionsUrl: apiUrl,
      initJson: webAppInit(p),
      connectSources: emulatorOrigins(p),
    });
    stoppers.push(() => web.stop());
    stopIfInterrupted();

    const scheduled = (name: string, job: string) =>
      startJobTimer(name, `${apiUrl}/api/${LOCAL_ADMIN_KEY}/${job}`, VISIT_JOB_INTERVAL_MS, log);
    const jobs = [
      startJobTimer('decision sweep', `${apiUrl}/api/${LOCAL_ADMIN_KEY}/finalize-decisions`, DECISION_SWEEP_INTERVAL_MS, log),
      ...(options.scheduledJobs === false
        ? []
        : [
            scheduled('visit job', 'jobs/reminders'),
            scheduled('trial job', 'jobs/trial-reminders'),
            scheduled('retention job', 'jobs/retention'),
          ]),
    ];
    stoppers.push(async () => jobs.forEach((job) => clearInterval(job)));

    return {
      ports: p,
      webUrl: web.url,
      apiUrl: `${web.url}/api`,
      mailUrl: `http://${LOCALHOST}:${p.mailWeb}`,
      adminKey: LOCAL_ADMIN_KEY,
      firestore,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
