/**
 * A plain gRPC client for Firestore's Listen method, built from the .proto files that
 * @google-cloud/firestore ships. Messages come out as proto3-JSON-like objects (camelCase,
 * enums and int64 as strings, bytes as base64, no defaults), which is what the web SDK reads.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  loadPackageDefinition, type ChannelCredentials, type ClientDuplexStream,
} from '@grpc/grpc-js';
import { loadSync } from '@grpc/proto-loader';

const require = createRequire(import.meta.url);
const protosDir = join(dirname(require.resolve('@google-cloud/firestore/package.json')), 'build', 'protos');

type Json = Record<string, unknown>;

export interface ListenClient {
  Listen(): ClientDuplexStream<Json, Json>;
  close(): void;
}

type ClientCtor = new (target: string, creds: ChannelCredentials) => ListenClient;

let FirestoreClient: ClientCtor | undefined;

function loadClient(): ClientCtor {
  if (FirestoreClient) return FirestoreClient;
  const definition = loadSync('google/firestore/v1/firestore.proto', {
    includeDirs: [protosDir],
    keepCase: false,
    longs: String,
    enums: String,
    bytes: String,
    defaults: false,
    oneofs: false,
  });
  const root = loadPackageDefinition(definition) as unknown as {
    google: { firestore: { v1: { Firestore: ClientCtor } } };
  };
  FirestoreClient = root.google.firestore.v1.Firestore;
  return FirestoreClient;
}

export function createListenClient(target: string, creds: ChannelCredentials): ListenClient {
  const Client = loadClient();
  return new Client(target, creds);
}

export function openListenStream(client: ListenClient): ClientDuplexStream<Json, Json> {
  return client.Listen();
}
