/**
 * Google's front end, in front of the Functions emulator: a deployed function is reached only
 * through it, and it appends the caller's address to X-Forwarded-For. The emulator passes a
 * request to the function over a local socket, so without this the function could not tell
 * one direct caller from another.
 */
import { createServer } from 'node:http';
import { forward } from './forward.ts';

export interface Front {
  stop(): Promise<void>;
}

export function startFront(host: string, port: number, target: string): Promise<Front> {
  const server = createServer((req, res) => forward(req, res, new URL(req.url ?? '/', target)));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () =>
      resolve({
        stop: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}
