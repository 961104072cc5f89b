import { Worker } from 'node:worker_threads';
import type { ScryptOptions } from 'node:crypto';

// The thread's code, plain CommonJS evaluated as is, so it loads the same under tsx, vitest and node.
// scryptSync: the thread is there to hash, and the async scrypt would take a libuv thread after all.
const SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
parentPort.on('message', ({ password, salt, keyLength, options }) => {
  try {
    parentPort.postMessage({ key: scryptSync(password, salt, keyLength, options) });
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
});
`;

/**
 * A worker thread of its own that runs scrypt, one hash at a time: password hashing stays off libuv's
 * thread pool, which file reads, DNS and image work share, and each running hash's memory is taken and
 * given back by this one thread (glibc keeps freed memory per thread: hashes spread over the pool's
 * threads each left their blocks behind, 128 MiB a thread before issue 12).
 */
export class ScryptThread {
  private worker: Worker | undefined;
  private pending: { resolve(key: Buffer): void; reject(error: Error): void } | undefined;

  derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
    if (this.pending) return Promise.reject(new Error('ScryptThread runs one hash at a time'));
    const worker = this.start();
    return new Promise<Buffer>((resolve, reject) => {
      this.pending = { resolve, reject };
      worker.postMessage({ password, salt, keyLength, options });
    });
  }

  async close() {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private start() {
    if (this.worker) return this.worker;
    const worker = new Worker(SOURCE, { eval: true });
    // An idle hashing thread does not keep the process alive.
    worker.unref();
    worker.on('message', (answer: { key?: Uint8Array; error?: string }) => {
      const pending = this.take();
      if (answer.key) pending?.resolve(Buffer.from(answer.key.buffer, answer.key.byteOffset, answer.key.byteLength));
      else pending?.reject(new Error(answer.error));
    });
    // A thread that died is replaced at the next hash.
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      this.take()?.reject(error);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`scrypt thread exited (${code})`)));
    this.worker = worker;
    return worker;
  }

  private take() {
    const pending = this.pending;
    this.pending = undefined;
    return pending;
  }
}
