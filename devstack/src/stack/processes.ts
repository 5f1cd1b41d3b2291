/** Child processes and ports for the local stack. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export class PortBusyError extends Error {
  constructor(
    readonly port: number,
    readonly role: string,
  ) {
    super(
      `Port ${port} (${role}) is already in use. Stop whatever holds it, or shift every port of ` +
        `the stack: GH_PORT_OFFSET=1000 npm start (this port becomes ${port + 1000}).`,
    );
  }
}

export function assertPortFree(port: number, role: string, host = '127.0.0.1'): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new PortBusyError(port, role)));
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

export interface Child {
  readonly name: string;
  readonly process: ChildProcess;
  /** Everything the child printed, for error reports. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts a command in its own process group, so stopping it also stops what it started
 * (the Functions emulator runs the functions in grandchildren).
 */
export function startChild(
  name: string,
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; echo?: (line: string) => void } = {},
): Child {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    output = (output + text).slice(-200_000);
    if (options.echo) for (const line of text.split('\n')) if (line.trim()) options.echo(line);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (sig: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, sig);
    } catch {
      // already gone
    }
  };
  return {
    name,
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      signal('SIGINT');
      const timer = setTimeout(() => signal('SIGKILL'), 8000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Resolves once `check` succeeds; rejects with `describe()` after `timeoutMs`. */
export async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, describe: () => string, child?: Child): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.process.exitCode !== null) {
      throw new Error(`${child.name} exited early:\n${child.output().slice(-4000)}`);
    }
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(describe());
}

export async function httpOk(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  return response.ok;
}
