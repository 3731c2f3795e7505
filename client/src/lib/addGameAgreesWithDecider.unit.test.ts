import { match } from '@kicker/events';
import { describe, expect, it } from 'vitest';
import { type AddGameForm, checkForm, initialForm, SUBMIT_REASONS, toMatchInput } from './addGame';

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
      // The scores as typed (the client never sends one outside 0 to 6; the decider is asked anyway).
      scoreWhites: Number(f.scoreWhites),
      scoreBlacks: Number(f.scoreBlacks),
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

/** What the client says beside a disabled Submit, or null when it lets the form go. */
function clientMessage(f: AddGameForm): string | null {
  return checkForm(f, true).reason?.text ?? null;
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

  // Where the decider only says 'Please enter a valid result', the client names the part that is wrong.
  it.each([
    ['no side at six', form(2, ['ann', 'bob', 'cem', 'dan'], '5', '4'), SUBMIT_REASONS.noWinner],
    ['both sides at six', form(2, ['ann', 'bob', 'cem', 'dan'], '6', '6'), SUBMIT_REASONS.twoWinners],
    ['a score above six', form(1, ['ann', null, 'bob', null], '6', '7'), SUBMIT_REASONS.scoreRange],
  ])('both refuse a result with %s (the client says which part is wrong)', (_, f, reason) => {
    expect(clientMessage(f)).toBe(reason);
    expect(deciderMessage(f)).toBe('Please enter a valid result');
  });
});
