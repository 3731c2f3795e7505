import { describe, expect, it } from 'vitest';
import {
  firstRoundId,
  launchProblem,
  locksMatch,
  tourneyNameProblem,
  tourneyScoreProblem,
} from './tourneyRules.ts';

describe('the tourney rules shared by the form, the dialogs and the decider', () => {
  it('accepts names of 5 to 30 characters and says "5-30 characters" otherwise', () => {
    expect(tourneyNameProblem('Cup!')).toBe('5-30 characters');
    expect(tourneyNameProblem('Cup 1')).toBeNull();
    expect(tourneyNameProblem('x'.repeat(30))).toBeNull();
    expect(tourneyNameProblem('x'.repeat(31))).toBe('5-30 characters');
    expect(tourneyNameProblem('   ab   ')).toBe('5-30 characters');
  });

  it('refuses an odd count in 2 vs 2 first, then more than 32 sides, then a single side', () => {
    expect(launchProblem(5, 2)).toEqual({
      title: '5 players detected',
      text: 'Even number of players required!',
    });
    expect(launchProblem(33, 1)?.title).toBe("Ain't nobody got time for this");
    expect(launchProblem(66, 2)?.text).toBe('More than 64 players would break the UI!');
    expect(launchProblem(1, 1)).toEqual({ title: 'So lonely!', text: 'Go and play with yourself' });
    expect(launchProblem(2, 2)?.title).toBe('So lonely!');
    expect(launchProblem(0, 1)?.title).toBe('So lonely!');
    expect(launchProblem(2, 1)).toBeNull();
    expect(launchProblem(32, 1)).toBeNull();
    expect(launchProblem(64, 2)).toBeNull();
    expect(launchProblem(4, 2)).toBeNull();
  });

  it('starts the bracket at the round SPEC §4 names for the number of sides', () => {
    const rounds = [2, 3, 4, 5, 8, 9, 16, 17, 32].map(firstRoundId);
    expect(rounds).toEqual([0, 2, 2, 3, 3, 4, 4, 5, 5]);
  });

  it('takes scores 0 to 6 with at most one six, and a six locks the match', () => {
    expect(tourneyScoreProblem(6, 6)).not.toBeNull();
    expect(tourneyScoreProblem(7, 0)).not.toBeNull();
    expect(tourneyScoreProblem(-1, 0)).not.toBeNull();
    expect(tourneyScoreProblem(2.5, 0)).not.toBeNull();
    expect(tourneyScoreProblem(3, 2)).toBeNull();
    expect([locksMatch(6, 4), locksMatch(3, 6), locksMatch(5, 5)]).toEqual([true, true, false]);
  });
});
