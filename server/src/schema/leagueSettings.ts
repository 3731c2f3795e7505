import { type ConfigValues, displayName, type Rank } from '@kicker/events';
import { readConfigValues, readRankLadder } from '@kicker/projections';
import { createContextCache } from '@pothos/core';
import DataLoader from 'dataloader';
import type { Context } from '../graphql/context.ts';

// What the stats fields of one request need of an organisation's configuration, read once per
// organisation and request: the configuration values and the rank ladder.

const configs = createContextCache(
  (ctx: Context) =>
    new DataLoader<string, ConfigValues>((orgIds) =>
      Promise.all(orgIds.map((id) => readConfigValues(ctx.services.db, id))),
    ),
);

const ladders = createContextCache(
  (ctx: Context) =>
    new DataLoader<string, Rank[]>((orgIds) =>
      Promise.all(orgIds.map((id) => readRankLadder(ctx.services.db, id))),
    ),
);

export const configOf = (ctx: Context, orgId: string) => configs(ctx).load(orgId);
export const ladderOf = (ctx: Context, orgId: string) => ladders(ctx).load(orgId);

/** A player's name as every screen shows it (singleConfigs.showNicknames, @kicker/events displayName). */
export async function displayNameIn(
  ctx: Context,
  orgId: string,
  player: { name: string; nickname: string },
): Promise<string> {
  return displayName(player, (await configOf(ctx, orgId)).singleConfigs.showNicknames);
}
