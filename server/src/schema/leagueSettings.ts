import { type ConfigValues, displayName, type Rank } from '@kicker/events';
import type { Context } from '../graphql/context.ts';

// What the stats fields need of an organisation's configuration: its values and its rank ladder,
// from the process's cache (cache/orgSettings.ts: dropped on every configuration change).

export const configOf = async (ctx: Context, orgId: string): Promise<ConfigValues> =>
  (await ctx.services.orgSettings.get(orgId)).values;
export const ladderOf = async (ctx: Context, orgId: string): Promise<Rank[]> =>
  (await ctx.services.orgSettings.get(orgId)).ladder;

/** A player's name as every screen shows it (singleConfigs.showNicknames, @kicker/events displayName). */
export async function displayNameIn(
  ctx: Context,
  orgId: string,
  player: { name: string; nickname: string },
): Promise<string> {
  return displayName(player, (await configOf(ctx, orgId)).singleConfigs.showNicknames);
}
