import { match } from '@kicker/events';
import { describe, expect, it } from 'vitest';
import { type AddGameForm, checkForm, initialForm, toMatchInput } from './addGame';

// Issue 12: the client's checks and the match decider are given the same inputs and must give the
// same message (they once drifted: 'You like playing with yourself, do you?' in the client against
// 'A player can only play once per match' on the server for a player chosen twice in 2 vs 2).

const players = new Map(['ann', 'bob', 'cem', 'dan'].map((id) => [id, { name: id, isDisabled: false }]));
const context: match.MatchContext = { activeSeason: 1, locations: ['hq'], players, newestMatchId: null };

const form = (
  mode: 1 | 2,
  [wd, wo, bd, bo]: (string | null)[],
  scoreWhites: string,
  scoreBlacks: string,
  sixInARow = false,
): AddGameForm => ({
  ...initialForm(mode, {
    whites: { defense: wd ?? null, offense: wo ?? null },
    blacks: { defense: bd ?? null, offense: bo ?? null },
  }),
  scoreWhites,
  scoreBlacks,
  sixInARow,
});

/** What the decider says about the same form, sent as the client would send it. */
function deciderMessage(f: AddGameForm): string | null {
  const input = toMatchInput(f, 'hq');
  const result = match.decide(
    {
      type: 'RecordMatch',
      matchId: 'm1',
      mode: input.mode,
      whites: { defense: input.whites.defense, offense: input.whites.offense },
      blacks: { defense: input.blacks.defense, offense: input.blacks.offense },
      scoreWhites: input.scoreWhites,
      scoreBlacks: input.scoreBlacks,
      sixInARow: input.sixInARow,
      locationId: input.locationId,
      playedOn: '2026-11-23T10:00:00.000Z',
      createdBy: null,
    },
    match.initialState,
    context,
  );
  return Array.isArray(result) ? null : result.message;
}

/** What the client shows before Submit: its first message, or null when it lets the form go. */
function clientMessage(f: AddGameForm): string | null {
  const check = checkForm(f, true);
  if (check.messages[0]) return check.messages[0];
  return check.canSubmit ? null : 'Submit disabled';
}

describe('the Add Game form and the match decider', () => {
  it.each([
    ['a valid 2 vs 2', form(2, ['ann', 'bob', 'cem', 'dan'], '6', '3')],
    ['a valid 1 vs 1', form(1, ['ann', null, 'bob', null], '2', '6')],
    ['six in a row on 6:2', form(2, ['ann', 'bob', 'cem', 'dan'], '6', '2', true)],
    ['the same player on both sides of a 1 vs 1', form(1, ['ann', null, 'ann', null], '6', '1')],
    ['a player in both teams of a 2 vs 2', form(2, ['ann', 'bob', 'ann', 'dan'], '6', '1')],
    ['a player twice in one team', form(2, ['ann', 'ann', 'cem', 'dan'], '6', '1')],
    ['Six in a Row on a 6:0', form(2, ['ann', 'bob', 'cem', 'dan'], '6', '0', true)],
    ['Six in a Row on a 0:6', form(1, ['ann', null, 'bob', null], '0', '6', true)],
  ])('give the same answer for %s', (_, f) => {
    expect(clientMessage(f)).toBe(deciderMessage(f));
  });

  it.each([
    ['no side at six', form(2, ['ann', 'bob', 'cem', 'dan'], '5', '4')],
    ['both sides at six', form(2, ['ann', 'bob', 'cem', 'dan'], '6', '6')],
  ])('both refuse a result with %s (the decider says why, the client keeps Submit disabled)', (_, f) => {
    expect(clientMessage(f)).toBe('Submit disabled');
    expect(deciderMessage(f)).toBe('Please enter a valid result');
  });
});
