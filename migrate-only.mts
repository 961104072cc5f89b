import { openDatabase } from './apps/server/src/db/client';
const database = await openDatabase({ url: process.env.DATABASE_URL });
const t0 = Date.now();
await database.migrate();
console.log('migrated in', Date.now() - t0, 'ms');
await database.close();
