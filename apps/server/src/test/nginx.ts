import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

const root = path.resolve(import.meta.dirname, '../../../..');
const TEMPLATE = path.join(root, 'deploy/nginx.conf.template');

/** Debian's nginx, where `.ci/run` installs it; undefined when this machine has none. */
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));

export type Nginx = { url: string; port: number; stop(): Promise<void> };

/** nginx on a free port in front of `upstreams` (ports on 127.0.0.1), from the deployment's own template. */
export async function startNginx(upstreams: number[]): Promise<Nginx> {
  if (!NGINX) throw new Error('nginx is not installed: apt-get install -y nginx (.ci/run does)');
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mfi-nginx-'));
  const port = await freePort();
  const servers = upstreams.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n    ');
  const conf = fs
    .readFileSync(TEMPLATE, 'utf8')
    .replaceAll('${RUN_DIR}', runDir)
    .replaceAll('${UPSTREAM_SERVERS}', servers)
    .replaceAll('${LISTEN}', `127.0.0.1:${port}`);
  const confFile = path.join(runDir, 'nginx.conf');
  fs.writeFileSync(confFile, conf);
  const args = ['-p', runDir, '-e', path.join(runDir, 'error.log'), '-c', confFile];
  const check = spawnSync(NGINX, ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused its configuration:\n${check.stderr}`);
  const child: ChildProcess = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitForPort(port);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    async stop() {
      child.kill('SIGQUIT');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(runDir, { recursive: true, force: true });
    },
  };
}

/** Resolves once something accepts connections on `port`. */
export async function waitForPort(port: number, ms = 10_000) {
  const until = Date.now() + ms;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`nothing listens on port ${port} after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
