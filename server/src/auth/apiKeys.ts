import type { Kysely } from 'kysely';
import type { AuthTables, Database } from '../db/database.ts';
import type { ApiKeyMetadata } from './requestViewer.ts';

// API keys live in better-auth's `apikey` table (hashed); these are the reads and the revocation
// the GraphQL schema needs (schema/apiKey.ts). Keys are made through better-auth's API there.

export type ApiKeyRow = Pick<
  AuthTables['apikey'],
  'id' | 'name' | 'start' | 'referenceId' | 'createdAt' | 'lastRequest' | 'metadata'
>;

const apiKeys = (db: Kysely<Database>) =>
  db
    .selectFrom('apikey')
    .select(['id', 'name', 'start', 'referenceId', 'createdAt', 'lastRequest', 'metadata']);

/** A user's keys, oldest first. */
export const readApiKeysOf = (db: Kysely<Database>, userId: string): Promise<ApiKeyRow[]> =>
  apiKeys(db).where('referenceId', '=', userId).orderBy('createdAt').execute();

export const readApiKey = (db: Kysely<Database>, id: string): Promise<ApiKeyRow | undefined> =>
  apiKeys(db).where('id', '=', id).executeTakeFirst();

export async function deleteApiKey(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('apikey').where('id', '=', id).execute();
}

/** The organisation a key reads (createApiKey stores it in better-auth's metadata column). */
export function keyOrganisation(key: Pick<ApiKeyRow, 'metadata'>): string | null {
  try {
    const meta = (
      typeof key.metadata === 'string' ? JSON.parse(key.metadata) : key.metadata
    ) as Partial<ApiKeyMetadata> | null;
    return typeof meta?.organisationId === 'string' ? meta.organisationId : null;
  } catch {
    return null;
  }
}

/**
 * Whether the key's user has held one of `roles` in the organisation without a break since the key
 * was made: a role removed and granted again has a later granted_at, so the old key stays dead
 * (issue 29: re-granting the analyst role brought old keys back).
 */
export async function keyRoleUnbroken(
  db: Kysely<Database>,
  keyId: string,
  orgId: string,
  roles: readonly string[],
): Promise<boolean> {
  const row = await db
    .selectFrom('apikey as k')
    .innerJoin('organisation_roles as r', 'r.user_id', 'k.referenceId')
    .select('r.role')
    .where('k.id', '=', keyId)
    .where('r.org_id', '=', orgId)
    .where('r.role', 'in', [...roles])
    .whereRef('r.granted_at', '<=', 'k.createdAt')
    .executeTakeFirst();
  return row !== undefined;
}
