import { describe, expect, it } from 'vitest';
import {
  type AddGameForm,
  canDecrement,
  canIncrement,
  checkForm,
  defenseLabel,
  initialForm,
  MESSAGES,
  parseLastMatch,
  parseScore,
  preSubmitCheck,
  setMode,
  setPlayer,
  sidesOf,
  stepScore,
  submitReason,
  switchLineup,
  switchTeams,
  toMatchInput,
  visiblePlayers,
} from './addGame';

const twoVsTwo = (more: Partial<AddGameForm> = {}): AddGameForm => ({
  ...initialForm(2, {
    whites: { defense: 'ann', offense: 'bob' },
    blacks: { defense: 'cem', offense: 'dan' },
  }),
  ...more,
});
const oneVsOne = (white: string, black: string, more: Partial<AddGameForm> = {}): AddGameForm => ({
  ...initialForm(1, { whites: { defense: white, offense: null }, blacks: { defense: black, offense: null } }),
  ...more,
});

describe('score inputs (SPEC §5)', () => {
  it.each([
    ['0', 0],
    ['6', 6],
    [' 3 ', 3],
    ['7', null],
    ['-1', null],
    ['2.5', null],
    ['', null],
    ['six', null],
  ])('reads %j as %j', (typed, expected) => expect(parseScore(typed)).toBe(expected));

  it.each([
    ['0', '0', true],
    ['5', '0', true],
    ['5', '6', false],
    ['6', '0', false],
    ['4', '6', true],
  ])('plus at %s against %s is enabled: %s', (own, other, enabled) =>
    expect(canIncrement(own, other)).toBe(enabled),
  );

  it('disables minus at 0 and keeps steps within 0 to 6', () => {
    expect(canDecrement('0')).toBe(false);
    expect(canDecrement('1')).toBe(true);
    expect(stepScore('6', 1)).toBe('6');
    expect(stepScore('0', -1)).toBe('0');
    expect(stepScore('4', 1)).toBe('5');
    expect(stepScore('nonsense', 1)).toBe('1');
  });

  it("says 'Please enter a valid result' under a score outside 0 to 6 and blocks submit", () => {
    const check = checkForm(twoVsTwo({ scoreWhites: '7', scoreBlacks: '6' }), true);
    expect(check.scoreWhites).toBe(MESSAGES.invalidResult);
    expect(check.scoreBlacks).toBeNull();
    expect(check.canSubmit).toBe(false);
  });
});

describe('submit rules (SPEC §5)', () => {
  const reason = (form: AddGameForm, online = true) => checkForm(form, online).reason?.text ?? null;

  it('needs exactly one side with 6', () => {
    expect(checkForm(twoVsTwo({ scoreWhites: '6', scoreBlacks: '4' }), true).canSubmit).toBe(true);
    expect(checkForm(twoVsTwo({ scoreWhites: '3', scoreBlacks: '6' }), true).canSubmit).toBe(true);
    expect(checkForm(twoVsTwo({ scoreWhites: '5', scoreBlacks: '4' }), true).canSubmit).toBe(false);
    expect(checkForm(twoVsTwo({ scoreWhites: '6', scoreBlacks: '6' }), true).canSubmit).toBe(false);
  });

  it('needs all four players in 2 vs 2 and both solos in 1 vs 1', () => {
    const missing = twoVsTwo({ scoreWhites: '6' });
    missing.teams = { ...missing.teams, blacks: { defense: 'cem', offense: null } };
    expect(checkForm(missing, true).canSubmit).toBe(false);
    expect(checkForm(oneVsOne('ann', 'bob', { scoreWhites: '6' }), true).canSubmit).toBe(true);
    const noBlack = { ...oneVsOne('ann', 'bob', { scoreWhites: '6' }) };
    noBlack.teams = { ...noBlack.teams, blacks: { defense: null, offense: null } };
    expect(checkForm(noBlack, true).canSubmit).toBe(false);
  });

  it("answers the same player on both sides of a 1 vs 1 with 'You like playing with yourself, do you?'", () => {
    const check = checkForm(oneVsOne('ann', 'ann', { scoreWhites: '6' }), true);
    expect(check).toMatchObject({
      canSubmit: false,
      reason: { text: MESSAGES.withYourself, kind: 'problem' },
    });
  });

  it("answers a player chosen twice in 2 vs 2 with 'A player can only play once per match', as the server does", () => {
    const twice = twoVsTwo({ scoreBlacks: '6' });
    twice.teams = { ...twice.teams, blacks: { defense: 'ann', offense: 'dan' } };
    expect(reason(twice)).toBe(MESSAGES.samePlayerTwice);
  });

  it("refuses Six in a Row on a 6:0 with 'You do not need to select this for a 6:0'", () => {
    expect(checkForm(twoVsTwo({ scoreWhites: '6', scoreBlacks: '0', sixInARow: true }), true)).toMatchObject({
      canSubmit: false,
      reason: { text: MESSAGES.sixInARowOnSixZero, kind: 'problem' },
    });
    expect(reason(twoVsTwo({ scoreWhites: '0', scoreBlacks: '6', sixInARow: true }))).toBe(
      MESSAGES.sixInARowOnSixZero,
    );
    expect(checkForm(twoVsTwo({ scoreWhites: '6', scoreBlacks: '2', sixInARow: true }), true).canSubmit).toBe(
      true,
    );
  });

  it("says 'Looks like you are offline.' and blocks submit while offline", () => {
    expect(checkForm(twoVsTwo({ scoreWhites: '6' }), false)).toMatchObject({
      canSubmit: false,
      reason: { text: MESSAGES.offline, kind: 'problem' },
    });
  });
});

describe('why Submit is disabled, in words', () => {
  const reason = (form: AddGameForm, online = true) => submitReason(form, online);
  const empty = initialForm();

  it('asks for the players first, then for a side at six', () => {
    expect(reason(empty)).toEqual({ text: 'Choose all four players', kind: 'todo' });
    expect(reason(initialForm(1))).toEqual({ text: 'Choose both players', kind: 'todo' });
    const three = setPlayer(
      setPlayer(setPlayer(empty, 'whites', 'defense', 'ann'), 'whites', 'offense', 'bob'),
      'blacks',
      'defense',
      'cem',
    );
    expect(reason(three)?.text).toBe('Choose all four players');
    expect(reason(twoVsTwo())).toEqual({ text: 'One side needs 6 goals', kind: 'todo' });
    expect(reason(twoVsTwo({ scoreWhites: '5', scoreBlacks: '4' }))?.text).toBe('One side needs 6 goals');
    expect(reason(twoVsTwo({ scoreWhites: '6', scoreBlacks: '4' }))).toBeNull();
  });

  it('changes as the form is filled in', () => {
    let form = initialForm(1);
    const seen = [reason(form)?.text];
    form = setPlayer(form, 'whites', 'defense', 'ann');
    seen.push(reason(form)?.text);
    form = setPlayer(form, 'blacks', 'defense', 'bob');
    seen.push(reason(form)?.text);
    form = { ...form, scoreBlacks: '6' };
    seen.push(reason(form)?.text);
    expect(seen).toEqual(['Choose both players', 'Choose both players', 'One side needs 6 goals', undefined]);
  });

  it('says what to correct before what is still missing', () => {
    const sixSix = { ...initialForm(), scoreWhites: '6', scoreBlacks: '6' };
    expect(reason(sixSix)).toEqual({ text: 'Only one side can have 6 goals', kind: 'problem' });
    expect(reason({ ...initialForm(), scoreWhites: '9' })).toEqual({
      text: 'Scores go from 0 to 6',
      kind: 'problem',
    });
    expect(reason({ ...initialForm(), scoreWhites: '6', sixInARow: true })?.text).toBe(
      MESSAGES.sixInARowOnSixZero,
    );
    const twice = setPlayer(initialForm(1), 'whites', 'defense', 'ann');
    expect(reason(setPlayer(twice, 'blacks', 'defense', 'ann'))?.text).toBe(MESSAGES.withYourself);
    expect(reason(twoVsTwo({ scoreWhites: '6', scoreBlacks: '6' }), false)?.text).toBe(MESSAGES.offline);
  });

  it("keeps the score inputs' own message for a score outside 0 to 6", () => {
    const check = checkForm(twoVsTwo({ scoreWhites: '-1', scoreBlacks: '6' }), true);
    expect(check.scoreWhites).toBe(MESSAGES.invalidResult);
    expect(check.reason?.text).toBe('Scores go from 0 to 6');
  });
});

describe('game mode and switches (SPEC §4)', () => {
  it('starts in 2 vs 2; 1vs1 clears both offense players and labels defense Solo', () => {
    expect(initialForm().mode).toBe(2);
    const single = setMode(twoVsTwo(), 1);
    expect(single.teams).toEqual({
      whites: { defense: 'ann', offense: null },
      blacks: { defense: 'cem', offense: null },
    });
    expect(defenseLabel(1)).toBe('Solo');
    expect(defenseLabel(2)).toBe('Defense');
  });

  it('team switch swaps whole lineups; lineup switch swaps offense and defense of one team', () => {
    expect(switchTeams(twoVsTwo()).teams).toEqual({
      whites: { defense: 'cem', offense: 'dan' },
      blacks: { defense: 'ann', offense: 'bob' },
    });
    expect(switchLineup(twoVsTwo(), 'blacks').teams).toEqual({
      whites: { defense: 'ann', offense: 'bob' },
      blacks: { defense: 'dan', offense: 'cem' },
    });
  });
});

describe('submitting', () => {
  it('builds the recordMatch input and tells winners from losers', () => {
    const form = twoVsTwo({ scoreWhites: '3', scoreBlacks: '6', sixInARow: true });
    expect(toMatchInput(form, 'loc-1')).toEqual({
      mode: 2,
      whites: { defense: 'ann', offense: 'bob' },
      blacks: { defense: 'cem', offense: 'dan' },
      scoreWhites: 3,
      scoreBlacks: 6,
      sixInARow: true,
      locationId: 'loc-1',
    });
    expect(sidesOf(form)).toEqual({ winners: ['cem', 'dan'], losers: ['ann', 'bob'] });
    expect(toMatchInput(oneVsOne('ann', 'bob', { scoreWhites: '6' }), null).whites).toEqual({
      defense: 'ann',
      offense: null,
    });
  });

  it("reads 'lastMatch' back and ignores anything malformed", () => {
    const stored = JSON.stringify({ mode: 1, teams: oneVsOne('ann', 'bob').teams });
    expect(parseLastMatch(stored)).toEqual({ mode: 1, teams: oneVsOne('ann', 'bob').teams });
    expect(parseLastMatch(null)).toBeNull();
    expect(parseLastMatch('{not json')).toBeNull();
    expect(parseLastMatch(JSON.stringify({ mode: 3, teams: oneVsOne('a', 'b').teams }))).toBeNull();
    expect(parseLastMatch(JSON.stringify({ mode: 2, teams: { whites: { defense: 4 } } }))).toBeNull();
  });
});

describe('pre-submit guards (SPEC §5)', () => {
  it('needs an active season, then a location', () => {
    expect(preSubmitCheck(false, 'loc-1')).toEqual({
      problem: 'No active season found. Contact admin to create a season.',
    });
    expect(preSubmitCheck(true, null)).toEqual({
      problem: 'No locations available. Please contact an admin to set up locations.',
    });
    expect(preSubmitCheck(true, 'loc-1')).toEqual({ locationId: 'loc-1' });
  });
});

describe('visible players (SPEC §6 Guests)', () => {
  const players = [
    { id: 'ann', isDisabled: false, department: 'Sales', locationId: 'munich' },
    { id: 'gus', isDisabled: false, department: 'Guests', locationId: 'munich' },
    { id: 'ben', isDisabled: false, department: null, locationId: 'berlin' },
    { id: 'old', isDisabled: true, department: 'Sales', locationId: 'munich' },
  ];
  it('shows only the location’s own players without Guests, everyone active with Guests', () => {
    expect(visiblePlayers(players, false, 'munich').map((p) => p.id)).toEqual(['ann']);
    expect(visiblePlayers(players, true, 'munich').map((p) => p.id)).toEqual(['ann', 'gus', 'ben']);
  });
});
