import type { Db } from '../db/client';

// Scaffold (issue 15): the notifications helper fills this in; seed/scale.ts calls it after the social
// scale data (members, follows, feed actions), so notifications can point at them.
export async function seedScaleNotifications(_db: Db, _log: (line: string) => void): Promise<boolean> {
  return false;
}
