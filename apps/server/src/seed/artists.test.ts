import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../lib/storage';
import { testDatabase } from '../test/database';
import { seedArtists } from './artists';
import { DEMO_ARTISTS } from './artists-data';
import { seedReference } from './reference';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mfi-seed-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('demo artists', () => {
  it('seeds every demo artist once, with a 240x360 drawn photo, and answers their ids by English name', async () => {
    const { db } = await testDatabase();
    const storage = createLocalStorage(dir);
    await seedReference(db);
    const first = await seedArtists(db, storage);
    const again = await seedArtists(db, storage);
    expect(first.size).toBe(DEMO_ARTISTS.length);
    expect([...again.entries()]).toEqual([...first.entries()]);
    expect(first.get('Akira Kurosawa')).toBeGreaterThan(0);
    const photo = fs.readFileSync(path.join(dir, 'artists/demo-akira-kurosawa.jpg'));
    expect(await sharp(photo).metadata()).toMatchObject({ format: 'jpeg', width: 240, height: 360 });
    expect(DEMO_ARTISTS.some((a) => a.unpublished)).toBe(true);
  });
});
