/**
 * Work a request hands on to run after its answer has gone out (the mail of a password reset), one task
 * at a time in arrival order, in this process: a crash loses what is still queued. A failed task is
 * logged; past `maxQueued` waiting tasks a new one is dropped with a warning instead of growing memory.
 */
export class BackgroundTasks {
  private queue: { name: string; run: () => Promise<void> }[] = [];
  private draining: Promise<void> | undefined;

  constructor(
    private readonly log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void },
    private readonly maxQueued = 1_000,
  ) {}

  /** Queues `run` once `response` has gone out (or its client went away): nothing of it delays or shapes the answer. */
  afterAnswer(
    response: { once(event: 'close', listener: () => void): unknown },
    name: string,
    run: () => Promise<void>,
  ) {
    response.once('close', () => this.add(name, run));
  }

  add(name: string, run: () => Promise<void>) {
    if (this.queue.length >= this.maxQueued) {
      this.log.warn({ task: name }, 'background queue full: task dropped');
      return;
    }
    this.queue.push({ name, run });
    this.draining ??= this.drain();
  }

  /** Resolves when every task queued so far has run (shutdown waits for it). */
  async idle() {
    while (this.draining) await this.draining;
  }

  private async drain() {
    await Promise.resolve(); // the caller goes on first
    for (let task = this.queue.shift(); task; task = this.queue.shift()) {
      try {
        await task.run();
      } catch (err) {
        this.log.error({ err, task: task.name }, 'background task failed');
      }
    }
    this.draining = undefined;
  }
}
