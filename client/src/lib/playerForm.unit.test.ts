import { describe, expect, it } from 'vitest';
import { NICKNAME_TAKEN, nameProblem, playerFormProblems, playerFormValid } from './playerForm';

const valid = {
  name: 'Müller',
  nickname: 'Bomber',
  organisationId: 'o',
  locationId: 'l',
  department: '',
  nicknameTaken: false,
};

describe('player form rules (SPEC §5)', () => {
  it('requires a nickname and a name', () => {
    expect(nameProblem('', 'Nickname')).toBe('Nickname is required');
    expect(nameProblem('  ', 'Name')).toBe('Name is required');
  });

  it('wants 2 to 25 characters without quotes, <, > or &', () => {
    expect(nameProblem('B', 'Nickname')).toBe('Minimum of 2 characters');
    expect(nameProblem('x'.repeat(26), 'Nickname')).toBe('Maximum of 25 characters');
    for (const weird of ['Bob"', "O'Neil", '<b>', 'A & B'])
      expect(nameProblem(weird, 'Nickname')).toBe('No weird characters allowed');
    expect(nameProblem('Zoë', 'Nickname')).toBeNull();
  });

  it('reports a nickname the server says is taken', () => {
    expect(playerFormProblems({ ...valid, nicknameTaken: true }).nickname).toBe(NICKNAME_TAKEN);
  });

  it('is valid only with everything set and the nickname confirmed free', () => {
    expect(playerFormValid(valid)).toBe(true);
    expect(playerFormValid({ ...valid, nicknameTaken: null })).toBe(false);
    expect(playerFormValid({ ...valid, locationId: '' })).toBe(false);
    expect(playerFormProblems({ ...valid, organisationId: '' }).organisationId).toBe(
      'Organisation is required',
    );
  });
});
