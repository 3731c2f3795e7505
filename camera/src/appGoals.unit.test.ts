import { describe, expect, it } from 'vitest';
import { graphqlSocketUrl } from './appGoals.ts';

describe('graphqlSocketUrl', () => {
  it('is the app’s /graphql over ws, or wss for https', () => {
    expect(graphqlSocketUrl('https://kicker.example.com')).toBe('wss://kicker.example.com/graphql');
    expect(graphqlSocketUrl('http://10.0.0.5:3000/')).toBe('ws://10.0.0.5:3000/graphql');
    expect(graphqlSocketUrl('https://example.com/kicker/?x=1#y')).toBe('wss://example.com/kicker/graphql');
  });
});
