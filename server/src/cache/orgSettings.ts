import type { ChangeFeed, ConfigValues, Rank } from '@kicker/events';

// An organisation's configuration values and rank ladder, kept in memory: every stats answer needs
// them (names shown per singleConfigs, ranks from the ladder) and they change rarely. An entry is
// dropped when the change feed tells of a configuration or organisation change (every instance
// hears it with CHANGE_FEED=postgres), and after `maxAgeMs` whatever happens, so a notification
// missed while a LISTEN connection was down leaves old settings for seconds, not for ever.

export interface OrgSettings {
  values: ConfigValues;
  ladder: Rank[];
}

export interface OrgSettingsCache {
  get(orgId: string): Promise<OrgSettings>;
  close(): void;
}

const MAX_ENTRIES = 10_000;

export function createOrgSettingsCache(
  read: (orgId: string) => Promise<OrgSettings>,
  feed: ChangeFeed,
  { maxAgeMs = 10_000, now = Date.now }: { maxAgeMs?: number; now?: () => number } = {},
): OrgSettingsCache {
  const entries = new Map<string, { at: number; settings: Promise<OrgSettings> }>();
  const stop = new AbortController();
  void (async () => {
    const changes = feed.subscribe((c) => c.topic === 'config' || c.topic === 'organisation', stop.signal);
    for await (const change of changes) entries.delete(change.orgId);
  })().catch(() => entries.clear());
  return {
    get(orgId) {
      const entry = entries.get(orgId);
      if (entry && now() - entry.at < maxAgeMs) return entry.settings;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      const settings = read(orgId);
      // A failed read is not remembered.
      settings.catch(() => entries.get(orgId)?.settings === settings && entries.delete(orgId));
      entries.set(orgId, { at: now(), settings });
      return settings;
    },
    close: () => stop.abort(),
  };
}
