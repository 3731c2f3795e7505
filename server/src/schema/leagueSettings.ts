import { type ConfigValues, displayName, type Rank } from '@kicker/events';
import { readOrgSettings } from '@kicker/projections';
import type { Context } from '../graphql/context.ts';

// What the stats fields need of an organisation's configuration: its values and its rank ladder,
// read once and kept (services.caches.settings: dropped on every configuration change).

const SETTINGS_KEY = 'settings';
type OrgSettings = Awaited<ReturnType<typeof readOrgSettings>>;

const settingsOf = (ctx: Context, orgId: string) =>
  ctx.services.caches.settings.get(orgId, SETTINGS_KEY, () => readOrgSettings(ctx.services.db, orgId));

export const configOf = async (ctx: Context, orgId: string): Promise<ConfigValues> =>
  (await settingsOf(ctx, orgId)).values;
export const ladderOf = async (ctx: Context, orgId: string): Promise<Rank[]> =>
  (await settingsOf(ctx, orgId)).ladder;
/** The ladder when it is kept already (else undefined): a resolver may then answer at once. */
export const keptLadder = (ctx: Context, orgId: string): Rank[] | undefined =>
  ctx.services.caches.settings.peek<OrgSettings>(orgId, SETTINGS_KEY)?.ladder;

/**
 * A player's name as every screen shows it (singleConfigs.showNicknames, @kicker/events displayName);
 * at once when the settings are kept already (a table's twenty names then cost no promise each).
 */
export function displayNameIn(
  ctx: Context,
  orgId: string,
  player: { name: string; nickname: string },
): string | Promise<string> {
  const kept = ctx.services.caches.settings.peek<OrgSettings>(orgId, SETTINGS_KEY);
  if (kept) return displayName(player, kept.values.singleConfigs.showNicknames);
  return configOf(ctx, orgId).then((config) => displayName(player, config.singleConfigs.showNicknames));
}
