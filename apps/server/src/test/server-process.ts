import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

// main.ts in a process of its own, as an operator runs it: the graceful-shutdown test and the
// two-instance suite (cluster/) start real servers with it.

const root = path.resolve(import.meta.dirname, '../../../..');

export type ServerProcess = {
  port: number;
  url: string;
  child: ChildProcess;
  /** The exit code, once the process has ended. */
  exited: Promise<number | null>;
  /** Everything it printed so far, stdout and stderr. */
  output: () => string;
};

const started: { child: ChildProcess; dataDir: string }[] = [];

/**
 * Starts main.ts on a free port and a fresh DATA_DIR (PGlite there unless `env` names a DATABASE_URL), and
 * resolves once it says it is ready.
 */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mfi-process-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push({ child, dataDir });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start in 240 s:\n${output}`)), 240_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('MFI is ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then((code) => reject(new Error(`the server exited (${code}) before it was ready:\n${output}`)));
  });
  return { port, url: `http://127.0.0.1:${port}`, child, exited, output: () => output };
}

/** Kills every server this file started that still runs, and removes their data dirs (an afterAll). */
export function stopServerProcesses() {
  for (const { child, dataDir } of started.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
