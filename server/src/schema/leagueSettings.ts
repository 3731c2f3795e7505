import { type ConfigValues, displayName, type Rank } from '@kicker/events';
import { readOrgSettings } from '@kicker/projections';
import type { Context } from '../graphql/context.ts';

// What the stats fields need of an organisation's configuration: its values and its rank ladder,
// read once and kept (services.caches.settings: dropped on every configuration change).

const settingsOf = (ctx: Context, orgId: string) =>
  ctx.services.caches.settings.get(orgId, 'settings', () => readOrgSettings(ctx.services.db, orgId));

export const configOf = async (ctx: Context, orgId: string): Promise<ConfigValues> =>
  (await settingsOf(ctx, orgId)).values;
export const ladderOf = async (ctx: Context, orgId: string): Promise<Rank[]> =>
  (await settingsOf(ctx, orgId)).ladder;

/** A player's name as every screen shows it (singleConfigs.showNicknames, @kicker/events displayName). */
export async function displayNameIn(
  ctx: Context,
  orgId: string,
  player: { name: string; nickname: string },
): Promise<string> {
  return displayName(player, (await configOf(ctx, orgId)).singleConfigs.showNicknames);
}
