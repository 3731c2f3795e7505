import type { ReadModels } from '../reads.ts';

/** The organisation's own rules, or undefined while it has none (then the default text applies). */
export function readRules(db: ReadModels, orgId: string) {
  return db.selectFrom('rules').select(['html', 'updated_at']).where('org_id', '=', orgId).executeTakeFirst();
}
