import { describe, expect, it } from 'vitest';
import { AWARD_CARDS, awardValue } from './awardCards';

describe('award cards (SPEC §3, §9)', () => {
  it('has a title, an icon and a German quip for every award, and marks the pairs', () => {
    for (const card of Object.values(AWARD_CARDS)) {
      expect(card.title).toBeTruthy();
      expect(card.icon).toBeTruthy();
      expect(card.iconText).toBeTruthy();
    }
    expect(
      Object.entries(AWARD_CARDS)
        .filter(([, c]) => c.double)
        .map(([a]) => a),
    ).toEqual(['teamPlayer', 'endgegner']);
    expect(AWARD_CARDS.busyAsABee.title).toBe('Busy as a Bee');
    expect(AWARD_CARDS.gettingCarried.title).toBe('Getting Carried?');
  });

  it('says what the value means, with one and many', () => {
    expect(AWARD_CARDS.serialWinner.text(1, '')).toBe('win in a row');
    expect(AWARD_CARDS.serialWinner.text(7, '')).toBe('wins in a row');
    expect(AWARD_CARDS.endgegner.text(4, 'Bob')).toBe('wins against Bob');
    expect(awardValue('gettingCarried', 2.5)).toBe('×2.50');
    expect(awardValue('gettingCarried', 262)).toBe('×262');
    expect(awardValue('scoreHorder', 80)).toBe('80');
  });
});
