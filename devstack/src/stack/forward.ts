/**
 * Passing a request on, as every proxy in front of the api function does: Hosting's edge and
 * Google's front end each append the address they were reached from to X-Forwarded-For
 * (functions/src/http/client-address.ts decides which entries to believe).
 */
import { ServerResponse, request, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import type { Http2ServerRequest, Http2ServerResponse } from 'node:http2';

/** A request and its answer, over HTTP/1.1 or HTTP/2 (Node's compatible API). */
export type Request = IncomingMessage | Http2ServerRequest;
export type Response = ServerResponse | Http2ServerResponse;

/** Starts `res` with a status and headers, whichever its protocol (their writeHeads differ in type). */
export function writeHead(res: Response, status: number, headers: OutgoingHttpHeaders): Response {
  return res instanceof ServerResponse ? res.writeHead(status, headers) : res.writeHead(status, headers);
}

/**
 * Headers of one hop (RFC 9110 7.6.1) and HTTP/2's pseudo-headers (`:path`, ...): a proxy
 * passes neither on, and HTTP/2 refuses the first kind in an answer.
 */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);
export const endToEnd = (headers: IncomingMessage['headers']): OutgoingHttpHeaders =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_HEADERS.has(name)));

/** Whatever the caller sent, then the address this hop was reached from. */
function forwardedFor(req: Request): string {
  const sent = req.headers['x-forwarded-for'];
  return [...(Array.isArray(sent) ? sent : sent ? [sent] : []), req.socket.remoteAddress ?? ''].filter(Boolean).join(', ');
}

/** Sends `req` on to `target` and its answer back; a 502 when nothing answers there. */
export function forward(req: Request, res: Response, target: URL): void {
  const upstream = request(
    target,
    { method: req.method, headers: { ...endToEnd(req.headers), host: target.host, 'x-forwarded-for': forwardedFor(req) } },
    (answer) => {
      writeHead(res, answer.statusCode ?? 502, endToEnd(answer.headers));
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) writeHead(res, 502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'The api function is not reachable' }));
  });
  req.pipe(upstream);
}
