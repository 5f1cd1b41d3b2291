/**
 * The Firestore gRPC API on loopback: `@firestore-emulator/server`'s state and service, served
 * by our own grpc-js Server so that its habits cannot take the whole stack down: it throws
 * synchronously inside handlers for queries it does not support (a query call now ends with
 * INVALID_ARGUMENT, a listen target is removed with that cause, as real Firestore answers), it
 * only drops its change listeners on a stream's 'end' (cancelled calls now drop them too), and
 * it reads only a Listen stream's first target (a stream now carries many, added and removed).
 * Its state's live targets, document map and clock are patched to hold tens of thousands of
 * documents and keep versions in order (lean-state.ts).
 */
import { createRequire } from 'node:module';
import { Server, ServerCredentials, status } from '@grpc/grpc-js';
import type { ServerDuplexStream, ServerWritableStream } from '@grpc/grpc-js';
import { applyLeanState, targetRemoved, type ListenRequest as ListenRequestFields } from './lean-state.ts';

const require = createRequire(import.meta.url);

interface EmulatorState {
  emitter: NodeJS.EventEmitter;
  v1Listen(request: unknown, write: (response: unknown) => void, onEnd: (handler: () => void) => void): void;
  clear(): void;
}
type ServiceCtor = (new (state: EmulatorState) => Record<string, unknown>) & { definition: never };

const { FirestoreState } = require('@firestore-emulator/server') as {
  FirestoreState: new () => EmulatorState;
};
// Not re-exported by the package's index; a pinned version keeps this path stable.
const { FirestoreServiceV1Impl } = require(
  '@firestore-emulator/server/dist/server/FirestoreServiceV1Impl',
) as { FirestoreServiceV1Impl: ServiceCtor };
const { ListenRequest } = require('@firestore-emulator/proto/dist/google/firestore/v1/firestore') as {
  ListenRequest: new (...args: never[]) => unknown;
};

function asGrpcError(error: unknown) {
  const details = error instanceof Error ? error.message : String(error);
  return Object.assign(new Error(details), { code: status.INVALID_ARGUMENT, details });
}

class GuardedFirestoreService extends FirestoreServiceV1Impl {
  readonly #state: EmulatorState;

  constructor(state: EmulatorState) {
    super(state);
    this.#state = state;
    for (const method of ['RunQuery', 'RunAggregationQuery'] as const) {
      const run = (this as Record<string, unknown>)[method] as (call: ServerWritableStream<unknown, unknown>) => void;
      this[method] = (call: ServerWritableStream<unknown, unknown>) => {
        try {
          run.call(this, call);
        } catch (error) {
          call.emit('error', asGrpcError(error));
        }
      };
    }
    this.Listen = (call: ServerDuplexStream<unknown, unknown>) => this.listen(call);
  }

  /**
   * One Listen stream carries many targets, as Firestore's does (the package reads only a
   * stream's first message): each target answers on the stream in the order it was computed,
   * so the stream's read times only move forward, and ends on its removal or with the stream.
   */
  private listen(call: ServerDuplexStream<unknown, unknown>): void {
    const releases = new Map<number, () => void>();
    const respond = (response: unknown) => {
      if (!call.cancelled && call.writable) call.write(response);
    };
    const release = (targetId: number) => {
      releases.get(targetId)?.();
      releases.delete(targetId);
    };
    call.on('data', (request: unknown) => {
      if (!(request instanceof ListenRequest)) {
        call.emit('error', asGrpcError('Invalid ListenRequest'));
        return;
      }
      const listen = request as ListenRequestFields;
      if (listen.has_remove_target) {
        release(listen.remove_target);
        respond(targetRemoved(listen.remove_target));
        return;
      }
      if (!listen.has_add_target) return;
      const targetId = listen.add_target.target_id;
      release(targetId);
      try {
        this.#state.v1Listen(request, respond, (end) => releases.set(targetId, end));
      } catch (error) {
        respond(targetRemoved(targetId, error));
      }
    });
    const releaseAll = () => {
      for (const targetId of [...releases.keys()]) release(targetId);
    };
    call.once('end', () => {
      releaseAll();
      call.end();
    });
    call.once('cancelled', releaseAll);
    call.once('error', releaseAll);
  }
}

export interface FirestoreEmulator {
  /** host:port for FIRESTORE_EMULATOR_HOST and the bridge. */
  readonly target: string;
  /** Drops every document (tests use it between files). */
  clear(): void;
  stop(): Promise<void>;
}

export async function startFirestoreEmulator(host: string, port: number): Promise<FirestoreEmulator> {
  applyLeanState();
  const state = new FirestoreState();
  // Every live target listens to its events (released when it ends): an admin page alone holds more than 10.
  state.emitter.setMaxListeners(0);
  const server = new Server();
  server.addService(FirestoreServiceV1Impl.definition, new GuardedFirestoreService(state) as never);
  const target = `${host}:${port}`;
  await new Promise<void>((resolve, reject) => {
    server.bindAsync(target, ServerCredentials.createInsecure(), (error) =>
      error ? reject(new Error(`Firestore emulator cannot listen on port ${port}: ${error.message}`)) : resolve(),
    );
  });
  return {
    target,
    clear: () => state.clear(),
    stop: () =>
      new Promise<void>((resolve) => {
        server.tryShutdown(() => resolve());
        setTimeout(() => {
          server.forceShutdown();
          resolve();
        }, 1000).unref();
      }),
  };
}
