// `npm run typecheck`: every TypeScript project, two at a time (the machine, and CI's, has two cores; one
// after another took two and a half minutes). Prints each project's errors and fails if any project does.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const projects = ['apps/web', 'apps/server', 'e2e', 'packages/contract', 'cluster'];
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');

function check(project) {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(process.execPath, [tsc, '-p', project, '--pretty'], { cwd: root });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      process.stdout.write(code === 0 ? `tsc -p ${project}: ok\n` : `tsc -p ${project}: failed\n${output}`);
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
const results = [];
await Promise.all(
  [0, 1].map(async () => {
    while (queue.length > 0) results.push(await check(queue.shift()));
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
