import { z } from 'zod';
import type { ModeName } from '../match/matchRules.ts';

// DESIGN §6: the rank ladder, per organisation, editable by admins.

export const rankSchema = z.object({
  rank: z.number().int('Rank must be a whole number').min(1, 'Ranks start at 1').max(100, 'At most rank 100'),
  name: z
    .string()
    .trim()
    .min(1, 'Rank name is required')
    .max(30, 'Rank name must have at most 30 characters'),
  /** An emoji or a short icon name. */
  icon: z.string().trim().max(32, 'Icon must have at most 32 characters'),
  minMmrOneOnOne: z
    .number()
    .int('Minimum MMR must be a whole number')
    .min(0, 'Minimum MMR must be 0 or more'),
  minMmrTwoOnTwo: z
    .number()
    .int('Minimum MMR must be a whole number')
    .min(0, 'Minimum MMR must be 0 or more'),
});
export type Rank = z.infer<typeof rankSchema>;

/**
 * A ladder: at least one rank, ranks unique and ascending, minimums never decreasing, the first
 * rank open to everyone (minimum 0), so every MMR has a rank.
 */
export const rankLadderSchema = z
  .array(rankSchema)
  .min(1, 'The ladder needs at least one rank')
  .max(30, 'The ladder has at most 30 ranks')
  .superRefine((ranks, ctx) => {
    ranks.forEach((r, i) => {
      const prev = ranks[i - 1];
      if (i === 0 && (r.minMmrOneOnOne !== 0 || r.minMmrTwoOnTwo !== 0))
        ctx.addIssue({ code: 'custom', path: [i], message: 'The first rank must start at MMR 0' });
      if (!prev) return;
      if (r.rank <= prev.rank)
        ctx.addIssue({ code: 'custom', path: [i, 'rank'], message: 'Ranks must be unique and ascending' });
      if (r.minMmrOneOnOne < prev.minMmrOneOnOne || r.minMmrTwoOnTwo < prev.minMmrTwoOnTwo)
        ctx.addIssue({
          code: 'custom',
          path: [i],
          message: 'Minimum MMR must not decrease from one rank to the next',
        });
    });
  });

const ladder = (rows: [number, string, string, number][]): Rank[] =>
  rows.map(([rank, name, icon, min]) => ({ rank, name, icon, minMmrOneOnOne: min, minMmrTwoOnTwo: min }));

export const DEFAULT_RANK_LADDER: Rank[] = ladder([
  [1, 'Holzfuß', '🪵', 0],
  [2, 'Bronze', '🥉', 100],
  [3, 'Silber', '🥈', 200],
  [4, 'Gold', '🥇', 350],
  [5, 'Platin', '💠', 500],
  [6, 'Diamant', '💎', 700],
  [7, 'Meister', '🎖️', 900],
  [8, 'Großmeister', '🏅', 1150],
  [9, 'Legende', '🌟', 1400],
  [10, 'Kickergott', '👑', 1700],
]);

/** The highest rank whose minimum for the mode is at most the MMR. */
export function rankFor(ladder: readonly Rank[], mmr: number, mode: ModeName): Rank {
  const key = mode === 'oneOnOne' ? 'minMmrOneOnOne' : 'minMmrTwoOnTwo';
  let found = ladder[0]!;
  for (const r of ladder) if (r[key] <= mmr) found = r;
  return found;
}
