/**
 * A WebChannel bridge: lets the Firestore web SDK listen to the gRPC-only emulator.
 *
 * The SDK speaks WebChannel (BrowserChannel protocol, version 8) to
 * `/google.firestore.v1.Firestore/{Listen|Write}/channel`. The npm `browserchannel` server
 * speaks the same protocol at `{base}/bind`, so requests are rewritten to that path. Each
 * channel message is a proto3-JSON request in `map.__data__`; each answer goes back as a
 * one-element array, which is what the SDK unwraps.
 *
 * Listen: the emulator reads only the first message of a gRPC stream, so every addTarget gets
 * a stream of its own, ended on removeTarget (answered with REMOVE, as Firestore does). The
 * emulator ends each of its batches with a global NO_CHANGE whose read time is per stream;
 * streams interleave, so those are dropped and one monotonic marker follows every CURRENT.
 * A gRPC error ends that target with a cause, which the SDK hands to the listener's error
 * callback.
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
import { credentials, type ClientDuplexStream } from '@grpc/grpc-js';
import { openListenStream, type ListenClient, createListenClient } from './grpc-client.ts';
import { nextReadTime, toGrpcListenRequest } from './proto-json.ts';


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

/** One browser Listen stream: its targets, each backed by a gRPC stream. */
function serveListen(session: BCSession, client: ListenClient, log: (line: string) => void, onDocument: () => void): void {
  const targets = new Map<number, ClientDuplexStream<Json, Json>>();

  const endTarget = (targetId: number) => {
    const stream = targets.get(targetId);
    if (!stream) return;
    targets.delete(targetId);
    stream.removeAllListeners('data');
    stream.removeAllListeners('error');
    stream.on('error', () => {}); // the cancel below surfaces as an error: expected
    stream.end();
    stream.cancel();
  };

  const addTarget = (database: string, { resumeToken, ...addTarget }: Json) => {
    const targetId = Number(addTarget.targetId);
    endTarget(targetId);
    const stream = openListenStream(client);
    targets.set(targetId, stream);
    stream.on('data', (response: Json) => {
      const change = response.targetChange as Json | undefined;
      const ids = (change?.targetIds as number[] | undefined) ?? [];
      // proto3 JSON leaves out a default enum, and NO_CHANGE is the default.
      if (change && (change.targetChangeType ?? 'NO_CHANGE') === 'NO_CHANGE' && ids.length === 0) return;
      if (response.documentChange) onDocument();
      if (change?.targetChangeType === 'CURRENT') change.resumeToken ??= RESUME_TOKEN;
      session.send([response]);
      if (resumeToken !== undefined && change?.targetChangeType === 'ADD') {
        session.send([{ targetChange: { targetChangeType: 'RESET', targetIds: [targetId] } }]);
      }
      if (change && change.targetChangeType === 'CURRENT') {
        session.send([{ targetChange: { targetChangeType: 'NO_CHANGE', readTime: nextReadTime() } }]);
      }
    });
    stream.on('error', (error: Error & { code?: number; details?: string }) => {
      if (!targets.has(targetId)) return;
      targets.delete(targetId);
      log(`listen target ${targetId} failed: ${error.details ?? error.message}`);
      session.send([
        {
          targetChange: {
            targetChangeType: 'REMOVE',
            targetIds: [targetId],
            cause: { code: error.code ?? 2, message: error.details ?? error.message },
          },
        },
      ]);
    });
    try {
      stream.write(toGrpcListenRequest({ database, addTarget }) as Json);
    } catch (error) {
      stream.emit('error', Object.assign(new Error(String(error)), { code: 3 }));
    }
  };

  session.on('map', (map: Record<string, string>) => {
    const request = parseMessage(map);
    if (!request) {
      sendError(session, 'INVALID_ARGUMENT', 'The bridge expects proto3 JSON in __data__');
      return;
    }
    if (request.addTarget) addTarget(String(request.database), request.addTarget as Json);
    if (request.removeTarget !== undefined) {
      const targetId = Number(request.removeTarget);
      endTarget(targetId);
      session.send([{ targetChange: { targetChangeType: 'REMOVE', targetIds: [targetId] } }]);
    }
  });
  session.on('close', () => {
    for (const targetId of [...targets.keys()]) endTarget(targetId);
  });
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
