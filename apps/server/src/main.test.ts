import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './test/free-port';

// Issue 28 part 5: SIGTERM stops taking connections, lets the requests in flight finish, then exits 0. A real
// server process (main.ts: PGlite in a temp DATA_DIR, migrated and seeded with the demo accounts) gets a login
// whose body is still arriving when the signal comes; the rest of the body is sent only once the port refuses
// new connections, and the login must still be answered 200.

const root = path.resolve(import.meta.dirname, '../../..');
const API_KEY = 'shutdown-key';
const REQUEST_ID = 'shutdown-probe-1';

type Server = { port: number; child: ChildProcess; exited: Promise<number | null>; output: () => string };
const dataDirs: string[] = [];
const children: ChildProcess[] = [];

/** main.ts in a process of its own, on a fresh DATA_DIR, once it says it is ready. */
async function startServer(env: Record<string, string> = {}): Promise<Server> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mfi-shutdown-'));
  dataDirs.push(dataDir);
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
      API_KEY,
      WEB_DIST: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
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
  return { port, child, exited, output: () => output };
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Whether a new TCP connection to the server is refused. */
const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

async function waitFor(condition: () => Promise<boolean> | boolean, what: string, server: Server, ms = 20_000) {
  const until = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error(`${what} did not happen in ${ms} ms:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const LOGIN = JSON.stringify({ username: 'member', password: 'Member#2026mfi' });

/** A login whose headers and first bytes of body are sent: the request has begun and waits for the rest. */
async function beginLogin(server: Server, requestId: string) {
  const socket = net.connect(server.port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  socket.on('error', () => undefined); // the forced exit cuts it
  const ended = new Promise<string>((resolve) => socket.once('close', () => resolve(answer)));
  socket.write(
    [
      'POST /api/v1/token/login/ HTTP/1.1',
      `Host: 127.0.0.1:${server.port}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(LOGIN)}`,
      `X-Api-Key: ${API_KEY}`,
      `X-Request-Id: ${requestId}`,
      '',
      '',
    ].join('\r\n') + LOGIN.slice(0, 10),
  );
  // Its first log line is out: Fastify has routed it and reads its body.
  await waitFor(() => server.output().includes(`"reqId":"${requestId}"`), 'the request start', server);
  return { finish: () => socket.write(LOGIN.slice(10)), ended };
}

describe('SIGTERM', () => {
  it('refuses new connections, finishes the request in flight with 200, and exits with code 0', async () => {
    const server = await startServer({ SHUTDOWN_TIMEOUT_MS: '60000' });
    const login = await beginLogin(server, REQUEST_ID);

    server.child.kill('SIGTERM');
    await waitFor(() => refused(server.port), 'refusing new connections', server);
    expect(server.child.exitCode).toBeNull(); // still running: the login is not answered yet

    login.finish();
    const [head, payload] = (await login.ended).split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 200 /);
    expect(head.toLowerCase()).toContain(`x-request-id: ${REQUEST_ID}`);
    expect(JSON.parse(payload)).toEqual({ auth_token: expect.any(String) });

    expect(await server.exited).toBe(0);
    // Every log line of the request names it.
    const lines = server
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { reqId?: string; msg: string });
    const ofRequest = lines.filter((l) => l.reqId === REQUEST_ID).map((l) => l.msg);
    expect(ofRequest).toEqual(['incoming request', 'request completed']);
    expect(lines.map((l) => l.msg)).toContain('shut down');
  }, 300_000);

  it('exits with code 1 after SHUTDOWN_TIMEOUT_MS when a request never finishes', async () => {
    const server = await startServer({ SHUTDOWN_TIMEOUT_MS: '1000' });
    const login = await beginLogin(server, 'stalled-1');
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(1000);
    expect(await login.ended).toBe(''); // cut, never answered
    expect(server.output()).toContain('shutdown took longer than 1000 ms');
  }, 300_000);
});
