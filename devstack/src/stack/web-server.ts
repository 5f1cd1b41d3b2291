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
 * With `http2`, it serves as Hosting serves a browser: HTTPS (a self-signed certificate made at
 * start) with HTTP/2, where every request shares one connection, and Brotli where the browser
 * accepts it. `npm run bench:web` times the dashboard that way; the plain HTTP/1.1 and gzip
 * server is the stack's, which every test uses.
 *
 * Hosting's i18n rewrites too (`hosting.i18n`): a visitor whose language cookie or,
 * without one, Accept-Language names Hindi or Marathi gets the file under `<root>/<lang>/` for
 * an address that has one there (web/prerender.ts writes those), otherwise the usual file.
 */
import { createServer, type Server } from 'node:http';
import { createSecureServer, type Http2SecureServer } from 'node:http2';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompress, gzip } from 'node:zlib';
import { isIP, type AddressInfo, type Socket } from 'node:net';
import { API_PREFIX } from '@gh/common/api-routes';
import { DEFAULT_LANG } from '@gh/common/i18n';
import { langFromAcceptLanguage, langFromCookie } from '@gh/common/lang-choice';
import firebaseJson from '../../../firebase.json' with { type: 'json' };
import { forward, writeHead, type Request, type Response } from './forward.ts';
import { withConnectSources } from './config.ts';

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
const requestLang = (req: Request) => langFromCookie(req.headers.cookie) ?? langFromAcceptLanguage(req.headers['accept-language']);

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
  /**
   * Origins the page may also connect to: the local emulators. firebase.json's policy is the
   * deployed one and names no development address; this server adds them to its own copy.
   */
  connectSources: string[];
  /** HTTPS with HTTP/2 and Brotli, as Hosting serves a browser (see above); plain HTTP/1.1 without. */
  http2?: boolean;
}

export interface WebServer {
  readonly url: string;
  stop(): Promise<void>;
}

type HeaderRule = { source: string; headers: { key: string; value: string }[] };

/** Hosting's glob for a header rule's source: `**` any run of characters, `*` within one segment. */
function globMatches(glob: string, path: string): boolean {
  const pattern = glob
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  return new RegExp(`^${pattern}$`).test(path);
}

/** The headers firebase.json sets for `path`, later rules over earlier ones (as Hosting applies them). */
function headersFor(rules: HeaderRule[], path: string): Record<string, string> {
  return Object.fromEntries(
    rules
      .filter((rule) => globMatches(rule.source, path))
      .flatMap((rule) => rule.headers.map(({ key, value }) => [key.toLowerCase(), value])),
  );
}

async function hostingHeaderRules(connectSources: string[]): Promise<HeaderRule[]> {
  const path = fileURLToPath(new URL('../../../firebase.json', import.meta.url));
  const rules = (JSON.parse(await readFile(path, 'utf8')) as { hosting: { headers: HeaderRule[] } }).hosting.headers;
  return rules.map((rule) => ({
    ...rule,
    headers: rule.headers.map(({ key, value }) => ({
      key,
      value: key.toLowerCase() === 'content-security-policy' ? withConnectSources(value, connectSources) : value,
    })),
  }));
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

const ENCODERS = {
  br: promisify(brotliCompress),
  gzip: (raw: Buffer) => promisify(gzip)(raw, { level: 9 }),
};
type Encoding = keyof typeof ENCODERS;

/** The first of `offered` that the request accepts, for a file worth compressing. */
function encodingFor(req: Request, path: string, offered: Encoding[]): Encoding | null {
  if (!COMPRESSIBLE.has(extname(path))) return null;
  const accepted = String(req.headers['accept-encoding'] ?? '');
  return offered.find((name) => new RegExp(`\\b${name}\\b`).test(accepted)) ?? null;
}

const run = promisify(execFile);

/** A certificate for `host`, valid for a day, made with the openssl command. */
async function selfSignedCertificate(host: string): Promise<{ key: Buffer; cert: Buffer }> {
  const dir = await mkdtemp(join(tmpdir(), 'gh-web-tls-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    await run('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${host}`,
      '-addext',
      `subjectAltName=${isIP(host) ? 'IP' : 'DNS'}:${host}`,
      '-keyout',
      key,
      '-out',
      cert,
    ]);
    return { key: await readFile(key), cert: await readFile(cert) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function startWebServer(options: WebServerOptions): Promise<WebServer> {
  const headerRules = await hostingHeaderRules(options.connectSources);
  // Hosting picks Brotli when the browser accepts it; the stack's server stays with gzip.
  const offered: Encoding[] = options.http2 ? ['br', 'gzip'] : ['gzip'];
  // Each file read, and each encoding made, once (off the event loop): the build does not change under a running server.
  const bodies = new Map<string, Promise<Buffer>>();
  const body = (path: string, encoding: Encoding | null): Promise<Buffer> => {
    const key = `${encoding ?? 'raw'}:${path}`;
    let entry = bodies.get(key);
    if (!entry) {
      entry = encoding ? body(path, null).then(ENCODERS[encoding]) : readFile(path);
      bodies.set(key, entry);
    }
    return entry;
  };

  const send = async (req: Request, res: Response, path: string, urlPath: string) => {
    const encoding = encodingFor(req, path, offered);
    const content = await body(path, encoding);
    writeHead(res, 200, {
      'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
      'content-length': content.length,
      'cache-control': 'no-cache',
      ...headersFor(headerRules, urlPath),
      ...(encoding ? { 'content-encoding': encoding, vary: 'Accept-Encoding' } : {}),
    });
    if (req.method === 'HEAD') res.end();
    else res.end(content);
  };

  const handle = (req: Request, res: Response) => {
    const url = new URL(req.url ?? '/', 'http://local');
    if (url.pathname === API_PREFIX || url.pathname.startsWith(`${API_PREFIX}/`)) {
      forward(req, res, new URL(`${options.functionsUrl}${url.pathname}${url.search}`));
      return;
    }
    if (url.pathname === '/__/firebase/init.json') {
      writeHead(res, 200, { 'content-type': 'application/json', 'cache-control': 'no-cache', ...headersFor(headerRules, url.pathname) });
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
        writeHead(res, 301, { location: `${url.pathname.replace(/\/+$/, '')}${url.search}` }).end();
        return;
      }
      if (folderIndex) return send(req, res, folderIndex, url.pathname);
      if (extname(url.pathname)) {
        writeHead(res, 404, { 'content-type': 'text/plain' }).end('Not found');
        return;
      }
      return send(req, res, join(options.root, APP_SHELL), url.pathname);
    })().catch((error: unknown) => {
      console.error('web server:', error);
      if (!res.headersSent) writeHead(res, 500, { 'content-type': 'text/plain' });
      res.end('Something went wrong on our side. Please try again.');
    });
  };
  const server: Server | Http2SecureServer = options.http2
    ? createSecureServer({ ...(await selfSignedCertificate(options.host)), allowHTTP1: true }, handle)
    : createServer(handle);
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `${options.http2 ? 'https' : 'http'}://${options.host === '0.0.0.0' ? '127.0.0.1' : options.host}:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        sockets.forEach((socket) => socket.destroy());
      }),
  };
}
