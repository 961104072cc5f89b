import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess, stopServerProcesses } from './test/server-process';

// Issue 28 part 5: SIGTERM stops taking connections, lets the requests in flight finish, then exits 0. A real
// server process (main.ts: PGlite in a temp DATA_DIR, migrated and seeded with the demo accounts) gets a login
// whose body is still arriving when the signal comes; the rest of the body is sent only once the port refuses
// new connections, and the login must still be answered 200.

const API_KEY = 'shutdown-key';
const REQUEST_ID = 'shutdown-probe-1';

type Server = ServerProcess;
const startServer = (env: Record<string, string>) => startServerProcess({ API_KEY, ...env });

afterAll(stopServerProcesses);

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
