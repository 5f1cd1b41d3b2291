/**
 * A WebChannel bridge: lets the Firestore web SDK listen to the gRPC-only emulator.
 *
 * The SDK speaks WebChannel (BrowserChannel protocol, version 8) to
 * `/google.firestore.v1.Firestore/{Listen|Write}/channel`. The npm `browserchannel` server
 * speaks the same protocol at `{base}/bind`, so requests are rewritten to that path. Each
 * channel message is a proto3-JSON request in `map.__data__`; each answer goes back as a
 * one-element array, which is what the SDK unwraps.
 *
 * Listen: each browser stream is one gRPC stream to the emulator, which carries many targets
 * as Firestore's does, so answers, and the read times of their global NO_CHANGE markers, arrive
 * in the order the emulator computed them. A target the emulator cannot serve is removed with
 * its cause, which the SDK hands to the listener's error callback.
 *
 * Resume tokens: Firestore gives each target one, and the SDK keeps it in its persistent cache;
 * only a target with one shows its cached results (even none: an empty list) before the server
 * answers, as a return visit does in production. The emulator gives none, so the bridge adds
 * its own to every CURRENT. A target sent back with one is listened to afresh (the emulator
 * cannot resume the bridge's token) after a RESET, which tells the SDK to drop what it holds of
 * the target and take the documents that follow as all of them.
 *
 * Aggregations (count()) are not served: the web app runs none (the admin's figures are a
 * stored document), and the functions' Admin SDK reaches the emulator's gRPC port directly.
 *
 * Write: client writes are never allowed (every write goes through the api function), so the
 * handshake is accepted and every write is answered PERMISSION_DENIED, which the SDK reports
 * on the write's promise instead of retrying.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import * as browserchannel from 'browserchannel';
import type { BCSession } from 'browserchannel';
import { credentials } from '@grpc/grpc-js';
import { openListenStream, type ListenClient, createListenClient } from './grpc-client.ts';
import { toGrpcListenRequest } from './proto-json.ts';

const SERVICE = '/google.firestore.v1.Firestore';
const LISTEN = `${SERVICE}/Listen`;
const WRITE = `${SERVICE}/Write`;

type Json = Record<string, unknown>;

export interface BridgeOptions {
  host: string;
  port: number;
  /** host:port of the Firestore gRPC emulator. */
  grpcTarget: string;
  log?: (line: string) => void;
}

export interface FirestoreBridge {
  readonly port: number;
  /** Documents sent to browsers so far (each a document change in a Listen answer): what bench:admin counts as read. */
  readonly documentsSent: number;
  stop(): Promise<void>;
}

function parseMessage(map: Record<string, string>): Json | null {
  const raw = map.__data__;
  if (typeof raw !== 'string') return null;
  try {
    return JSON.parse(raw) as Json;
  } catch {
    return null;
  }
}

/** The bridge's resume token (proto3 JSON bytes: base64): any will do, as it is never resumed from. */
const RESUME_TOKEN = Buffer.from('golden-hearts-bridge').toString('base64');

function sendError(session: BCSession, status: string, message: string): void {
  session.send([{ error: { status, message } }]);
}

/**
 * One browser Listen stream, backed by one gRPC stream: targets are added and removed on it and
 * its answers pass through in the emulator's order, read times and all.
 */
function serveListen(session: BCSession, client: ListenClient, log: (line: string) => void, onDocument: () => void): void {
  const stream = openListenStream(client);
  /** Targets the browser sent with a resume token, which the emulator cannot resume from. */
  const resumed = new Set<number>();
  let open = true;
  const close = () => {
    if (!open) return;
    open = false;
    stream.removeAllListeners('data');
    stream.on('error', () => {}); // the cancel below surfaces as an error: expected
    stream.end();
    stream.cancel();
  };

  stream.on('data', (response: Json) => {
    const change = response.targetChange as Json | undefined;
    const ids = (change?.targetIds as number[] | undefined) ?? [];
    if (response.documentChange) onDocument();
    if (change?.targetChangeType === 'CURRENT') change.resumeToken ??= RESUME_TOKEN;
    session.send([response]);
    const targetId = ids[0];
    if (change?.targetChangeType === 'ADD' && targetId !== undefined && resumed.delete(targetId)) {
      session.send([{ targetChange: { targetChangeType: 'RESET', targetIds: [targetId] } }]);
    }
  });
  // The emulator answers a target's own failure on the stream (REMOVE with its cause); a
  // broken stream ends the browser's, which reconnects and listens again.
  stream.on('error', (error: Error & { details?: string }) => {
    if (!open) return;
    log(`listen stream failed: ${error.details ?? error.message}`);
    close();
    session.close(error.message);
  });

  const forward = (request: Json) => {
    try {
      stream.write(toGrpcListenRequest(request) as Json);
    } catch (error) {
      const targetId = Number((request.addTarget as Json | undefined)?.targetId);
      session.send([{ targetChange: { targetChangeType: 'REMOVE', targetIds: [targetId], cause: { code: 3, message: String(error) } } }]);
    }
  };

  session.on('map', (map: Record<string, string>) => {
    const request = parseMessage(map);
    if (!request) {
      sendError(session, 'INVALID_ARGUMENT', 'The bridge expects proto3 JSON in __data__');
      return;
    }
    const database = String(request.database);
    if (request.addTarget) {
      const { resumeToken, ...addTarget } = request.addTarget as Json;
      if (resumeToken !== undefined) resumed.add(Number(addTarget.targetId));
      forward({ database, addTarget });
    }
    if (request.removeTarget !== undefined) forward({ database, removeTarget: request.removeTarget });
  });
  session.on('close', close);
}

/** One browser Write stream: accept the handshake, refuse every write. */
function serveWrite(session: BCSession, log: (line: string) => void): void {
  session.on('map', (map: Record<string, string>) => {
    const request = parseMessage(map);
    const writes = (request?.writes as unknown[] | undefined) ?? [];
    if (writes.length === 0) {
      session.send([{ streamId: randomBytes(8).toString('hex'), streamToken: randomBytes(8).toString('base64') }]);
      return;
    }
    log('refused a client write (every write goes through the api function)');
    sendError(
      session,
      'PERMISSION_DENIED',
      'Client writes are not allowed: every write goes through the api function.',
    );
  });
}

/** WebChannel's URL is the channel itself; browserchannel serves it at `{base}/bind`. */
function rewrite(url: string): string {
  return url.replace(/^(\/google\.firestore\.v1\.Firestore\/(?:Listen|Write))\/channel(?=[?/]|$)/, '$1/bind');
}

function allowOrigin(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  if (!origin) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  const asked = req.headers['access-control-request-headers'];
  if (asked) res.setHeader('Access-Control-Allow-Headers', asked);
  res.setHeader('Access-Control-Max-Age', '600');
}

export async function startFirestoreBridge(options: BridgeOptions): Promise<FirestoreBridge> {
  let stopping = false;
  const log = (line: string) => {
    if (!stopping) options.log?.(line);
  };
  const client = createListenClient(options.grpcTarget, credentials.createInsecure());
  let documentsSent = 0;
  const channelOptions = { keepAliveInterval: 20_000, sessionTimeoutInterval: 30_000 };
  const listen = browserchannel.server({ ...channelOptions, base: LISTEN }, (session) =>
    serveListen(session, client, log, () => documentsSent++),
  );
  const write = browserchannel.server({ ...channelOptions, base: WRITE }, (session) => serveWrite(session, log));

  const server: Server = createServer((req, res) => {
    allowOrigin(req, res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    req.url = rewrite(req.url ?? '/');
    // WebChannel POSTs its terminate request; browserchannel only knows it as a GET.
    if (req.method === 'POST' && /[?&]TYPE=terminate(&|$)/.test(req.url)) req.method = 'GET';
    const notFound = () => {
      log(`bridge: no route for ${req.method} ${req.url}`);
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    };
    listen(req, res, () => write(req, res, notFound));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Firestore bridge: port ${options.port} is already in use`)
          : error,
      ),
    );
    server.listen(options.port, options.host, () => resolve());
  });

  return {
    port: (server.address() as AddressInfo).port,
    get documentsSent() {
      return documentsSent;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true; // streams cancelled by the shutdown are not failures worth reporting
        server.close(() => resolve());
        server.closeAllConnections();
        client.close();
      }),
  };
}
