/** An event's data as one readable line for the audit log: `key: value` pairs, nested values as JSON. */
export function describeEventData(json: string): string {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return json;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return JSON.stringify(data);
  const entries = Object.entries(data);
  if (entries.length === 0) return '(no data)';
  return entries
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' · ');
}

export const RESTORE_TEXTS = {
  restore: 'Restore',
  restoredSince: 'Restored since',
} as const;

interface AuditEntryOfMatch {
  readonly type: string;
  readonly position: string;
  readonly match?: { readonly isDeleted: boolean; readonly deletionPosition?: string | null } | null;
}

/**
 * What a MatchDeleted entry of the audit log offers: Restore while its deletion is the one in effect,
 * else the reason it cannot (the match was restored since, perhaps deleted again by a later entry,
 * which then offers the restore). Null for every other entry.
 */
export function matchRestoreOption(entry: AuditEntryOfMatch): { disabledReason: string | null } | null {
  if (entry.type !== 'MatchDeleted' || !entry.match) return null;
  const inEffect = entry.match.isDeleted && entry.match.deletionPosition === entry.position;
  return { disabledReason: inEffect ? null : RESTORE_TEXTS.restoredSince };
}
