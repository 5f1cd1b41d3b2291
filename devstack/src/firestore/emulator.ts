/**
 * The Firestore gRPC API on loopback: `@firestore-emulator/server`'s state and service, served
 * by our own grpc-js Server so that two of its habits cannot take the whole stack down:
 * it throws synchronously inside stream handlers for queries it does not support (such throws
 * now end that one call with INVALID_ARGUMENT, as real Firestore would answer), and it only
 * drops its change listeners on a stream's 'end' (cancelled calls now drop them too).
 * Its state's live queries and document map are patched to hold tens of thousands of
 * documents (lean-state.ts).
 */
import { createRequire } from 'node:module';
import { Server, ServerCredentials, status } from '@grpc/grpc-js';
import type { ServerDuplexStream, ServerWritableStream } from '@grpc/grpc-js';
import { applyLeanState } from './lean-state.ts';

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

  private listen(call: ServerDuplexStream<unknown, unknown>): void {
    call.once('data', (request: unknown) => {
      if (!(request instanceof ListenRequest)) {
        call.emit('error', asGrpcError('Invalid ListenRequest'));
        return;
      }
      try {
        this.#state.v1Listen(
          request,
          (response) => {
            if (!call.cancelled && call.writable) call.write(response);
          },
          (release) => {
            call.once('end', release);
            call.once('cancelled', release);
            call.once('error', release);
          },
        );
      } catch (error) {
        call.emit('error', asGrpcError(error));
      }
    });
    call.once('end', () => call.end());
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
