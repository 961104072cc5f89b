import fs from 'node:fs/promises';
import path from 'node:path';

/** Appends one JSON line to $DATA_DIR/outbox/<file>: the offline stand-in for an SMS gateway or mailer. */
export async function appendToOutbox(dataDir: string, file: string, record: Record<string, unknown>) {
  const dir = path.join(dataDir, 'outbox');
  await fs.mkdir(dir, { recursive: true });
  await fs.appendFile(path.join(dir, file), `${JSON.stringify(record)}\n`, 'utf8');
}

/** Reads the records of an outbox file, oldest first (tests and the local demo read codes from here). */
export async function readOutbox<T = Record<string, unknown>>(dataDir: string, file: string): Promise<T[]> {
  try {
    const text = await fs.readFile(path.join(dataDir, 'outbox', file), 'utf8');
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as T);
  } catch {
    return [];
  }
}
