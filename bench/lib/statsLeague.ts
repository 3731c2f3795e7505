import { randomUUID } from 'node:crypto';
import { catalogue, matchStreamId } from '../../events/src/index.ts';
import { matchesProjection } from '../../projections/src/registry.ts';
import { rebuild } from '../../projections/src/runner.ts';
import { mulberry32 } from '../../server/scripts/seededRandom.ts';
import { systemActor } from '../../server/src/commands/command.ts';
import { runCommand } from '../../server/src/commands/pipeline.ts';
import { createPlayer } from '../../server/src/commands/player.ts';
import type { Db } from '../../server/src/db/database.ts';
import type { Services } from '../../server/src/graphql/context.ts';
import { insertEvents, insertStreams, type Row } from './rebuildLog.ts';

// A big season for the stats benchmark: players made through the commands, then `matches`
// MatchRecorded events of the organisation's current season written straight into the log (the
// commands record about 150 a second; this takes seconds) and the matches read model rebuilt from
// them, so every table of the season fold holds what recording them one by one would have left.

const DAY = 86_400_000;

export async function fillSeason(
  services: Services,
  raw: Pick<Db, 'pool'>,
  league: { orgId: string; userId: string; playerIds: string[]; locationIds: string[] },
  {
    players,
    matches,
    season,
    seasonStart,
  }: { players: number; matches: number; season: number; seasonStart: Date },
): Promise<string[]> {
  const { orgId, userId, locationIds } = league;
  const playerIds = [...league.playerIds];
  for (let i = playerIds.length; i < players; i++) {
    const playerId = randomUUID();
    const made = await runCommand(
      services.commands,
      createPlayer,
      {
        orgId: orgId,
        command: {
          type: 'CreatePlayer',
          playerId,
          name: `Spieler ${i}`,
          nickname: `Kicker ${i}`,
          locationId: locationIds[i % locationIds.length]!,
          department: ['Engineering', 'Design', 'Sales', 'Operations'][i % 4]!,
          imageUrl: null,
          userId: null,
          isHost: false,
        },
      },
      systemActor(userId),
    );
    if (!('events' in made)) throw new Error(made.message);
    playerIds.push(playerId);
  }

  const random = mulberry32(20261125);
  const skill = playerIds.map(() => 1 + random() * 3);
  const start = seasonStart.getTime() + DAY;
  const step = Math.floor((29 * DAY) / matches);
  const streams = new Map<string, { orgId: string; type: string; version: number }>();
  let chunk: Row[] = [];
  for (let m = 0; m < matches; m++) {
    const doubles = random() < 0.55;
    const seats = new Set<number>();
    while (seats.size < (doubles ? 4 : 2)) seats.add(Math.floor(random() * playerIds.length));
    const ids = [...seats];
    const half = ids.length / 2;
    const strength = (team: number[]) => team.reduce((s, i) => s + skill[i]!, 0);
    const whitesWin = random() < strength(ids.slice(0, half)) / strength(ids);
    const side = (team: 'whites' | 'blacks', members: number[]) =>
      members.map((i, k) => ({
        playerId: playerIds[i]!,
        name: `Spieler ${i}`,
        position: k === 0 ? 'defense' : 'offense',
        team,
      }));
    const [winners, losers] = whitesWin
      ? [ids.slice(0, half), ids.slice(half)]
      : [ids.slice(half), ids.slice(0, half)];
    const scoreLoser = random() < 0.07 ? 0 : 1 + Math.floor(random() * 5);
    const matchId = randomUUID();
    const playedOn = new Date(start + m * step);
    chunk.push({
      orgId,
      streamId: matchStreamId(matchId),
      streamType: 'match',
      type: 'MatchRecorded',
      data: {
        matchId,
        season,
        playedOn: playedOn.toISOString(),
        locationId: locationIds[m % locationIds.length]!,
        winners: side(whitesWin ? 'whites' : 'blacks', winners),
        losers: side(whitesWin ? 'blacks' : 'whites', losers),
        scoreWinner: 6,
        scoreLoser,
        sixInARow: scoreLoser > 0 && random() < 0.04,
        createdBy: userId,
      },
      actor: userId,
      recordedAt: playedOn,
    });
    if (chunk.length === 5_000) {
      await insertEvents(raw, chunk, streams);
      chunk = [];
    }
  }
  if (chunk.length) await insertEvents(raw, chunk, streams);
  await insertStreams(raw, streams);
  await rebuild(services.db, catalogue, matchesProjection);
  return playerIds;
}
