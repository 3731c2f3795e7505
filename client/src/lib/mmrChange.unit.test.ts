import { describe, expect, it } from 'vitest';
import {
  changeExplained,
  changeParts,
  type MmrChange,
  sideFigure,
  sideParts,
  signedPoints,
} from './mmrChange';

const winner = (change: number, extra: Partial<MmrChange> = {}): MmrChange => ({
  change,
  won: true,
  matchPoints: change,
  bounty: 0,
  challengeBonus: 0,
  clampedAtZero: false,
  ...extra,
});
const loser = (change: number, matchPoints = change): MmrChange => ({
  change,
  won: false,
  matchPoints,
  bounty: 0,
  challengeBonus: 0,
  clampedAtZero: change > matchPoints,
});

describe('an MMR change, as every screen writes it', () => {
  it('signs the figure with a real minus sign, and a loss at 0 MMR as ±0', () => {
    expect([signedPoints(90), signedPoints(-20), signedPoints(0)]).toEqual(['+90', '\u221220', '\u00b10']);
  });

  it('names the parts of a 6:0 that won the challenge, and the loser clamped at 0 (the issue’s match)', () => {
    const won = winner(90, { matchPoints: 40, challengeBonus: 50 });
    const lost = loser(0, -20);
    expect(changeParts(won)).toBe('40 match points + 50 challenge bonus');
    expect(changeParts(lost)).toBe('\u221220 match points, clamped at 0');
    expect(changeExplained(won)).toBe('+90 MMR (40 match points + 50 challenge bonus)');
    expect(changeExplained(lost)).toBe('\u00b10 MMR (\u221220 match points, clamped at 0)');
  });

  it('names a collected bounty, and a loss stopped part of the way at 0', () => {
    expect(changeParts(winner(50, { matchPoints: 20, bounty: 30 }))).toBe('20 match points + 30 bounty');
    expect(changeParts(winner(100, { matchPoints: 20, bounty: 30, challengeBonus: 50 }))).toBe(
      '20 match points + 50 challenge bonus + 30 bounty',
    );
    expect(changeExplained(loser(-7, -20))).toBe('\u22127 MMR (\u221220 match points, clamped at 0)');
  });

  it('adds nothing when the figure is the match points alone', () => {
    expect(changeParts(winner(24))).toBeNull();
    expect(changeParts(loser(-12))).toBeNull();
    expect(changeExplained(loser(-12))).toBe('\u221212 MMR');
  });

  it('gives a side one figure when its players got the same, else each in order', () => {
    expect(sideFigure([winner(24), winner(24)])).toBe('+24');
    expect(sideFigure([winner(40), winner(90, { matchPoints: 40, challengeBonus: 50 })])).toBe('+40 / +90');
    expect(sideFigure([])).toBe('');
  });

  it('explains a side once when its players share the parts, and per figure when they differ', () => {
    expect(sideParts([winner(24), winner(24)])).toBeNull();
    expect(sideParts([loser(0, -20), loser(0, -20)])).toBe('\u221220 match points, clamped at 0');
    expect(sideParts([winner(40), winner(90, { matchPoints: 40, challengeBonus: 50 })])).toBe(
      '+90: 40 match points + 50 challenge bonus',
    );
    expect(sideParts([loser(-20), loser(-5, -20)])).toBe('\u22125: \u221220 match points, clamped at 0');
  });
});
