/** Builds the functions bundle and the web app when their sources are newer than the output. */
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './firebase-emulators.ts';

function newest(path: string): number {
  let info;
  try {
    info = statSync(path);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path)
    .filter((name) => name !== 'node_modules' && name !== 'dist')
    .reduce((latest, name) => Math.max(latest, newest(join(path, name))), info.mtimeMs);
}

const TARGETS = {
  functions: { output: 'functions/lib/index.js', inputs: ['functions/src', 'functions/build.mjs', 'common/src'] },
  web: {
    output: 'web/dist/index.html',
    inputs: ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'web/prerender.ts', 'web/compiledMessages.ts', 'common/src'],
  },
} as const;

export type BuildTarget = keyof typeof TARGETS;

export function isUpToDate(target: BuildTarget): boolean {
  const { output, inputs } = TARGETS[target];
  const built = newest(join(repoRoot, output));
  return built > 0 && inputs.every((input) => newest(join(repoRoot, input)) <= built);
}

export function runNpm(args: string[], quiet = true): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, { cwd: repoRoot, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm ${args.join(' ')} failed (exit ${code}):\n${output.slice(-4000)}`)),
    );
  });
}

export async function buildIfNeeded(target: BuildTarget, log: (line: string) => void): Promise<void> {
  if (isUpToDate(target)) {
    log(`${target}: build is up to date`);
    return;
  }
  const started = Date.now();
  await runNpm(['run', 'build', '-w', target]);
  log(`${target}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
