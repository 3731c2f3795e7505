import { describe, expect, it } from 'vitest';
import {
  DELETE_TOURNEY_DIALOG,
  isByeMatch,
  parseScore,
  placeNames,
  RESET_PLAN_DIALOG,
  removeParticipantDialog,
  roundsForDisplay,
  scoresToSend,
  startDialog,
  tourneyDate,
  tvColumns,
} from './tourney';

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

// SPEC §5 'Plan generation', verbatim: what 'Start Tourney' (details) and 'Start' (plan) open.
describe('the dialogs of the admin actions', () => {
  const lonely = { title: 'So lonely!', text: 'Go and play with yourself' };
  const tooMany = {
    title: "Ain't nobody got time for this",
    text: 'More than 64 players would break the UI!',
  };
  const launch = {
    title: 'Start Tourney',
    text: 'Do you really want to launch this Tourney?',
    confirm: 'Start',
  };

  it.each([
    ['no one', 0, 1, lonely],
    ['a single player in 1 vs 1', 1, 1, lonely],
    ['a single team in 2 vs 2', 2, 2, lonely],
    [
      'an odd count in 2 vs 2',
      5,
      2,
      { title: '5 players detected', text: 'Even number of players required!' },
    ],
    [
      'a single player in 2 vs 2 (odd first)',
      1,
      2,
      { title: '1 players detected', text: 'Even number of players required!' },
    ],
    [
      '65 players in 2 vs 2 (odd first)',
      65,
      2,
      { title: '65 players detected', text: 'Even number of players required!' },
    ],
    ['33 players in 1 vs 1 (33 sides)', 33, 1, tooMany],
    ['64 players in 1 vs 1', 64, 1, tooMany],
    ['66 players in 2 vs 2 (33 teams)', 66, 2, tooMany],
  ])('refuses %s with its notice, which has no button to launch', (_, players, mode, notice) => {
    expect(startDialog(players, mode)).toEqual(notice);
  });

  it.each([
    [2, 1],
    [5, 1],
    [32, 1],
    [4, 2],
    [12, 2],
    [64, 2],
  ])('asks before launching %i players in mode %i', (players, mode) => {
    expect(startDialog(players, mode)).toEqual(launch);
  });

  it('asks before deleting the tourney, resetting its plan or removing a participant', () => {
    expect(DELETE_TOURNEY_DIALOG).toMatchObject({
      text: 'Do you really want to delete this Tourney?',
      confirm: 'Delete',
      danger: true,
    });
    expect(removeParticipantDialog('Anton')).toEqual({
      title: 'Remove Anton',
      text: 'Do you really want to delete this match?',
      confirm: 'Delete',
      danger: true,
    });
    expect(RESET_PLAN_DIALOG).toMatchObject({ confirm: 'Reset', danger: true });
  });
});

describe('the TV bracket columns (issue 28)', () => {
  const real = { isBye: false };
  const round = (roundId: number, count: number) => ({
    roundId,
    matches: Array.from({ length: count }, (_, i) => ({ id: `${roundId}-${i}`, home: real, away: real })),
  });
  it('halves the rounds around the finals, mirrored, with the small final under the final', () => {
    const columns = tvColumns([round(0, 1), round(1, 1), round(2, 2), round(3, 4)]);
    expect(columns.map((c) => c.key)).toEqual(['3-left', '2-left', 'finals', '2-right', '3-right']);
    expect(columns.map((c) => c.parts.map((p) => p.matches.map((m) => m.id)))).toEqual([
      [['3-0', '3-1']],
      [['2-0']],
      [['0-0'], ['1-0']],
      [['2-1']],
      [['3-2', '3-3']],
    ]);
    // Two sides: the final alone.
    expect(tvColumns([round(0, 1)]).map((c) => c.key)).toEqual(['finals']);
  });
});
