/**
 * Serves the built web app the way Firebase Hosting does with our firebase.json: static files
 * with long caching for hashed assets, gzip, a folder's index.html at the folder's address
 * without a trailing slash (`trailingSlash: false`: /about serves about/index.html, /about/
 * redirects to /about), every other route rewritten to the app shell (the `**` rewrite),
 * `/api/**` passed to the api function with its full path, and `/__/firebase/init.json` with
 * the web app's config (here with the local emulators' addresses added, which the web app's
 * firebase client reads). The `headers` of firebase.json (the Content-Security-Policy and the
 * other security headers, whose script hashes the web build writes there) are read when the
 * server starts and sent with every file it serves; like Hosting, not with the api function's
 * answers, which carry their own.
 *
 * Hosting's i18n rewrites too (`hosting.i18n`, issue 15): a visitor whose language cookie or,
 * without one, Accept-Language names Hindi or Marathi gets the file under `<root>/<lang>/` for
 * an address that has one there (web/prerender.ts writes those), otherwise the usual file.
 */
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { API_PREFIX } from '@gh/common/routes';
import { DEFAULT_LANG, langFromAcceptLanguage, langFromCookie } from '@gh/common/i18n';
import firebaseJson from '../../firebase.json' with { type: 'json' };

const { hosting } = firebaseJson;
if (hosting.trailingSlash !== false) throw new Error('web-server.ts serves firebase.json with "trailingSlash": false');

/** Where Hosting sends every address that is not a file: the empty app shell. */
function appShell(): string {
  const destination = hosting.rewrites.find((rule) => rule.source === '**')?.destination;
  if (!destination) throw new Error('firebase.json has no catch-all ("**") rewrite to a file');
  return destination;
}
const APP_SHELL = appShell();
const I18N_ROOT = hosting.i18n.root;

/** The language Hosting picks for a request: the override cookie first, then Accept-Language. */
const requestLang = (req: IncomingMessage) =>
  langFromCookie(req.headers.cookie) ?? langFromAcceptLanguage(req.headers['accept-language']);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest']);

export interface WebServerOptions {
  host: string;
  port: number;
  root: string;
  /** Base URL of the api function, e.g. http://127.0.0.1:5001/demo-x/asia-south1/api */
  functionsUrl: string;
  initJson: Record<string, unknown>;
}

export interface WebServer {
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * Like Hosting in front of Cloud Run: after any entries the caller sent, Hosting's edge adds the
 * caller's address and Google's front end adds the edge's, so the api finds the caller two
 * trusted entries from the right (functions/src/http/client-address.ts).
 */
function forwardedFor(req: IncomingMessage): string {
  const sent = req.headers['x-forwarded-for'];
  const entries = [...(Array.isArray(sent) ? sent : sent ? [sent] : []), req.socket.remoteAddress ?? '', req.socket.localAddress ?? ''];
  return entries.filter(Boolean).join(', ');
}

type HeaderRule = { source: string; headers: { key: string; value: string }[] };

/** Hosting's glob for a header rule's source: `**` any run of characters, `*` within one segment. */
function globMatches(glob: string, path: string): boolean {
  const pattern = glob.split('**').map((part) => part.split('*').map((text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]*')).join('.*');
  return new RegExp(`^${pattern}$`).test(path);
}

/** The headers firebase.json sets for `path`, later rules over earlier ones (as Hosting applies them). */
function headersFor(rules: HeaderRule[], path: string): Record<string, string> {
  return Object.fromEntries(rules.filter((rule) => globMatches(rule.source, path)).flatMap((rule) => rule.headers.map(({ key, value }) => [key.toLowerCase(), value])));
}

async function hostingHeaderRules(): Promise<HeaderRule[]> {
  const path = fileURLToPath(new URL('../../firebase.json', import.meta.url));
  return (JSON.parse(await readFile(path, 'utf8')) as { hosting: { headers: HeaderRule[] } }).hosting.headers;
}

function proxy(req: IncomingMessage, res: ServerResponse, target: URL): void {
  const upstream = request(
    target,
    { method: req.method, headers: { ...req.headers, host: target.host, 'x-forwarded-for': forwardedFor(req) } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'The api function is not reachable' }));
  });
  req.pipe(upstream);
}

async function fileIn(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null; // a malformed %-escape names no file
  }
  const relative = normalize(decoded).replace(/^([/\\])+/, '');
  const path = join(root, relative);
  if (!path.startsWith(root + sep) && path !== root) return null;
  const info = await stat(path).catch(() => null);
  return info?.isFile() ? path : null;
}

export async function startWebServer(options: WebServerOptions): Promise<WebServer> {
  const headerRules = await hostingHeaderRules();
  const cache = new Map<string, { raw: Buffer; gzip: Buffer | null }>();
  const load = async (path: string) => {
    let entry = cache.get(path);
    if (!entry) {
      const raw = await readFile(path);
      entry = { raw, gzip: COMPRESSIBLE.has(extname(path)) ? gzipSync(raw, { level: 9 }) : null };
      cache.set(path, entry);
    }
    return entry;
  };

  const send = async (req: IncomingMessage, res: ServerResponse, path: string, urlPath: string) => {
    const { raw, gzip } = await load(path);
    const gzipOk = gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = gzipOk ? gzip : raw;
    res.writeHead(200, {
      'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
      'content-length': body.length,
      'cache-control': 'no-cache',
      ...headersFor(headerRules, urlPath),
      ...(gzipOk ? { 'content-encoding': 'gzip', vary: 'Accept-Encoding' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    if (url.pathname === API_PREFIX || url.pathname.startsWith(`${API_PREFIX}/`)) {
      proxy(req, res, new URL(`${options.functionsUrl}${url.pathname}${url.search}`));
      return;
    }
    if (url.pathname === '/__/firebase/init.json') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache', ...headersFor(headerRules, url.pathname) });
      res.end(JSON.stringify(options.initJson));
      return;
    }
    void (async () => {
      const lang = requestLang(req);
      if (lang !== DEFAULT_LANG) {
        const localized = join(I18N_ROOT, lang, url.pathname);
        const found = (await fileIn(options.root, localized)) ?? (await fileIn(options.root, join(localized, 'index.html')));
        // /about/ still gets its redirect below, as Hosting's trailingSlash rule comes first.
        if (found && (url.pathname === '/' || !url.pathname.endsWith('/'))) return send(req, res, found, url.pathname);
      }
      const file = await fileIn(options.root, url.pathname);
      if (file) return send(req, res, file, url.pathname);
      const folderIndex = await fileIn(options.root, join(url.pathname, 'index.html'));
      if (folderIndex && url.pathname.endsWith('/') && url.pathname !== '/') {
        res.writeHead(301, { location: `${url.pathname.replace(/\/+$/, '')}${url.search}` }).end();
        return;
      }
      if (folderIndex) return send(req, res, folderIndex, url.pathname);
      if (extname(url.pathname)) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        return;
      }
      return send(req, res, join(options.root, APP_SHELL), url.pathname);
    })().catch((error: unknown) => {
      console.error('web server:', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Something went wrong on our side. Please try again.');
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host === '0.0.0.0' ? '127.0.0.1' : options.host}:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
