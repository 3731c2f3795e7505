import { describe, expect, it } from 'vitest';
import { decide, evolve, initialState } from './rules.decider.ts';

describe('rules decider', () => {
  it('records new rules and nothing when they are the same', () => {
    const events = decide({ type: 'ChangeRules', html: '<p>Play to 6</p>' }, initialState);
    expect(events).toEqual([{ type: 'RulesChanged', data: { html: '<p>Play to 6</p>' } }]);
    const state = (events as never[]).reduce(evolve, initialState);
    expect(decide({ type: 'ChangeRules', html: '<p>Play to 6</p>' }, state)).toEqual([]);
  });

  it('refuses rules without text and rules that are too long', () => {
    expect(decide({ type: 'ChangeRules', html: '<p> </p>' }, initialState)).toMatchObject({
      kind: 'validation',
      field: 'html',
    });
    expect(
      decide({ type: 'ChangeRules', html: `<p>${'x'.repeat(100_001)}</p>` }, initialState),
    ).toMatchObject({
      kind: 'validation',
      message: 'The rules must have at most 100000 characters',
    });
  });
});
