// `npm test`: contract, server and web suites, then the browser suite when a Chromium is found, and the
// two-instance suite (cluster/) when PostgreSQL (TEST_DATABASE_URL), nginx and redis-server are there.
// Ends with one "N passed, N failed" line, which CI reads.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const withBrowser = fs.existsSync(chromium);
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const projects = ['contract', 'server', 'web'];
if (process.env.TEST_DATABASE_URL) projects.push('server-pg');
if (withBrowser) {
  if (run('npm', ['run', 'build']) !== 0) process.exit(1);
  projects.push('e2e');
} else {
  console.warn(
    `\n!!! No Chromium at ${chromium}: the browser (e2e) suite is SKIPPED. Install it: apt-get install -y chromium\n`,
  );
}

const clusterNeeds = {
  TEST_DATABASE_URL: Boolean(process.env.TEST_DATABASE_URL),
  nginx: ['/usr/sbin/nginx', '/usr/bin/nginx'].some((f) => fs.existsSync(f)),
  'redis-server': fs.existsSync('/usr/bin/redis-server'),
};
const clusterMissing = Object.keys(clusterNeeds).filter((need) => !clusterNeeds[need]);
if (clusterMissing.length === 0) projects.push('cluster');
else console.warn(`\n!!! The two-instance suite (cluster/) is SKIPPED: no ${clusterMissing.join(', ')}.\n`);

const report = path.join(root, '.test-results/vitest.json');
fs.rmSync(report, { force: true });
const status = run(
  'npx',
  [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ],
  { CHROMIUM_PATH: chromium },
);

let passed = 0;
let failed = 1;
let skipped = 0;
if (fs.existsSync(report)) {
  const r = JSON.parse(fs.readFileSync(report, 'utf8'));
  passed = r.numPassedTests;
  failed = r.numFailedTests + (status !== 0 && r.numFailedTests === 0 ? 1 : 0);
  skipped = r.numPendingTests + r.numTodoTests;
}
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(status === 0 && failed === 0 ? 0 : 1);
