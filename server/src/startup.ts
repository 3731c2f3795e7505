import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Services } from './graphql/context.ts';

// What the app reads once as it starts (app.ts): the shared secret and the persisted documents.

/** One secret for every instance on this database, made on first start when AUTH_SECRET is unset. */
export async function storedSecret(db: Services['db']): Promise<string> {
  await db
    .insertInto('app_settings')
    .values({ key: 'auth_secret', value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', 'auth_secret')
    .executeTakeFirstOrThrow();
  return row.value;
}

/** relay-compiler writes { id: text } here; the server answers only these in production. */
export function loadPersisted(): Map<string, string> {
  const file = path.join(import.meta.dirname, '../../client/persisted-queries.json');
  if (!fs.existsSync(file)) return new Map();
  return new Map(Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>));
}
