import { randomUUID } from 'node:crypto';
import { DEFAULT_RANK_LADDER } from '@kicker/events';
import type { QueryExecutorProvider } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  configAt,
  evolveRatingConfig,
  initialRatingConfig,
  type RuleEventRow,
  timelineOf,
} from './ratingConfig.ts';

// The rules a match is rated under are those in effect at its position in the log: a re-fold after
// a deletion rates each match under the rules of its own time, not today's.

const bounty = (bountyPoints: number) => ({
  type: 'ConfigValueChanged' as const,
  data: { key: 'bounty' as const, value: { bountyPoints, requiredWins: 3 } },
});

/** A database that must not be asked: every payload below is in the rows. */
const noDatabase = new Proxy({} as QueryExecutorProvider, {
  get() {
    throw new Error('the timeline asked the database for a payload it was given');
  },
});

const row = (p: number, t: string, d: unknown): RuleEventRow => ({ p, e: randomUUID(), t, v: 1, d });

describe('the rules in effect', () => {
  it('start from the defaults: the standard ladder, bounty 10 after 5 wins, krabbel +50, UTC', () => {
    expect(initialRatingConfig).toEqual({
      ladder: DEFAULT_RANK_LADDER,
      bounty: { bountyPoints: 10, requiredWins: 5 },
      challenge: { name: 'krabbel', points: 50 },
      timeZone: 'UTC',
    });
  });

  it('follow bounty, challenge, ladder and time-zone changes, and ignore the other settings', () => {
    let config = evolveRatingConfig(initialRatingConfig, bounty(20));
    expect(config.bounty).toEqual({ bountyPoints: 20, requiredWins: 3 });
    config = evolveRatingConfig(config, {
      type: 'ConfigValueChanged',
      data: {
        key: 'currentChallenge',
        value: { name: 'lateGame', description: 'After six', points: 30, changedOn: null },
      },
    });
    expect(config.challenge).toEqual({ name: 'lateGame', points: 30 });
    const same = evolveRatingConfig(config, {
      type: 'ConfigValueChanged',
      data: { key: 'defaultLive', value: true },
    });
    expect(same).toBe(config);
    const ladder = DEFAULT_RANK_LADDER.slice(0, 3);
    expect(evolveRatingConfig(config, { type: 'RankLadderChanged', data: { ranks: ladder } }).ladder).toBe(
      ladder,
    );
  });

  it('apply from the event on: a match after a change has the new rules, one before it the old', async () => {
    const timeline = await timelineOf(noDatabase, `org-${randomUUID()}`, [
      row(10, 'ConfigValueChanged', { key: 'bounty', value: { bountyPoints: 20, requiredWins: 3 } }),
      row(20, 'ConfigValueChanged', { key: 'bounty', value: { bountyPoints: 30, requiredWins: 3 } }),
    ]);
    expect(configAt(timeline, 5).bounty.bountyPoints).toBe(10);
    expect(configAt(timeline, 10).bounty.bountyPoints).toBe(10); // the change itself is not before it
    expect(configAt(timeline, 11).bounty.bountyPoints).toBe(20);
    expect(configAt(timeline, 25).bounty.bountyPoints).toBe(30);
    expect(configAt([], 25)).toBe(initialRatingConfig);
  });

  it('remember decoded payloads, so a later read may leave them out', async () => {
    const orgId = `org-${randomUUID()}`;
    const first = row(10, 'ConfigValueChanged', {
      key: 'bounty',
      value: { bountyPoints: 20, requiredWins: 3 },
    });
    await timelineOf(noDatabase, orgId, [first]);
    // The database sends no payload for events this process decoded before.
    const again = await timelineOf(noDatabase, orgId, [{ ...first, d: null }]);
    expect(again.map((e) => e.config.bounty.bountyPoints)).toEqual([20]);
  });
});
