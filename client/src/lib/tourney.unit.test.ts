import { describe, expect, it } from 'vitest';
import { isByeMatch, parseScore, placeNames, roundsForDisplay, scoresToSend, tourneyDate } from './tourney';

const side = (isBye = false) => ({ isBye });
const match = (id: string, homeBye = false, awayBye = false) => ({
  id,
  home: side(homeBye),
  away: side(awayBye),
});

describe('the plan as shown', () => {
  it('shows the first round first and the final last, the small final before it', () => {
    const rounds = [0, 3, 1, 2].map((roundId) => ({ roundId, matches: [match(`${roundId}-0`)] }));
    expect(roundsForDisplay(rounds).map((r) => r.round.roundId)).toEqual([3, 2, 1, 0]);
  });

  it("hides the matches against 'Freilos' (a bye)", () => {
    const rounds = [{ roundId: 2, matches: [match('2-0', false, true), match('2-1'), match('2-2', true)] }];
    expect(roundsForDisplay(rounds)[0]?.matches.map((m) => m.id)).toEqual(['2-1']);
    expect(isByeMatch(match('x', true))).toBe(true);
    expect(isByeMatch(match('x'))).toBe(false);
  });

  it('leaves out a round whose matches are all byes', () => {
    const rounds = [
      { roundId: 3, matches: [match('3-0', false, true)] },
      { roundId: 0, matches: [match('0-0')] },
    ];
    expect(roundsForDisplay(rounds).map((r) => r.round.roundId)).toEqual([0]);
  });

  it('does not reorder the rounds it was given', () => {
    const rounds = [
      { roundId: 0, matches: [match('0-0')] },
      { roundId: 2, matches: [match('2-0')] },
    ];
    roundsForDisplay(rounds);
    expect(rounds.map((r) => r.roundId)).toEqual([0, 2]);
  });
});

describe('cards', () => {
  it("joins a place's two names with ' & '", () => {
    expect(placeNames(['Anna', 'Ben'])).toBe('Anna & Ben');
    expect(placeNames(['Anna'])).toBe('Anna');
  });

  it('dates a tourney yyyy-MM-dd', () => {
    expect(tourneyDate(new Date(2026, 10, 3, 12).toISOString())).toBe('2026-11-03');
    expect(tourneyDate('no date')).toBe('Error');
  });
});

describe('score inputs', () => {
  it.each([
    ['0', 0],
    ['6', 6],
    [' 3 ', 3],
    ['7', null],
    ['-1', null],
    ['2.5', null],
    ['', null],
    ['x', null],
  ])('reads %j as %j', (text, score) => {
    expect(parseScore(text)).toBe(score);
  });

  it('sends both scores, an empty other side as 0', () => {
    expect(scoresToSend('home', 6, { scoreHome: null, scoreAway: null })).toEqual({
      scoreHome: 6,
      scoreAway: 0,
    });
    expect(scoresToSend('away', 4, { scoreHome: 2, scoreAway: 1 })).toEqual({ scoreHome: 2, scoreAway: 4 });
  });

  it('sends nothing for an unreadable value or one that changes nothing', () => {
    expect(scoresToSend('home', null, { scoreHome: 1, scoreAway: 1 })).toBeNull();
    expect(scoresToSend('home', 1, { scoreHome: 1, scoreAway: 1 })).toBeNull();
  });
});
