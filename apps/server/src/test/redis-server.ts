import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { freePort } from './free-port';

// A redis-server of the test's own on a free port, which the test may stop and start again on the same port
// (the machine's Redis must not be stopped under other tests): an outage, then the way back. Nothing is
// saved to disk, so a restart comes back empty, as a Redis that lost its memory does.

const REDIS_SERVER = '/usr/bin/redis-server';
const READY_TIMEOUT_MS = 10_000;

/** Why a private Redis cannot run here, or undefined when it can. */
export function redisServerMissing(): string | undefined {
  return fs.existsSync(REDIS_SERVER) ? undefined : `no ${REDIS_SERVER} (Debian's redis-server package)`;
}

export type TestRedisServer = {
  url: string;
  /** Stops the server (SIGTERM) and waits for the process to end. */
  stop(): Promise<void>;
  /** Starts it again on the same port and waits until it answers PING. */
  start(): Promise<void>;
};

/** Whether something on `port` answers PING with PONG. */
function pong(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let reply = '';
    socket.setTimeout(500, () => socket.destroy());
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => {
      reply += data.toString();
      if (reply.includes('\r\n')) socket.end();
    });
    socket.on('close', () => resolve(reply.startsWith('+PONG')));
    socket.on('error', () => undefined);
  });
}

export async function startRedisServer(): Promise<TestRedisServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;

  const start = async () => {
    child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (!(await pong(port))) {
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error(`redis-server on port ${port} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };

  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}
