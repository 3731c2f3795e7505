import { catalogue } from '@kicker/events';
import { describe, expect, it } from 'vitest';
import { auditSentence, typeInWords } from './auditSentence';

describe('the audit log in words (issue 28)', () => {
  it('says who recorded which match', () => {
    expect(
      auditSentence({
        type: 'MatchRecorded',
        actorName: 'Anna',
        data: '{"matchId":"m1"}',
        match: { scoreWinner: 6, scoreLoser: 3, winners: [{ name: 'Anna' }], losers: [{ name: 'Tornado' }] },
      }),
    ).toBe('Anna recorded Anna 6:3 against Tornado');
    expect(auditSentence({ type: 'DepartmentAdded', actorName: 'Ben', data: '{"name":"Sales"}' })).toBe(
      'Ben added the department Sales',
    );
    expect(
      auditSentence({ type: 'InvitationCreated', actorName: null, data: '{"expiresAt":"not a date"}' }),
    ).toBe('The system made an invitation link, valid until not a date');
  });

  it('has words for every event there is, and survives data that is no object', () => {
    for (const type of catalogue.typeNames()) {
      const sentence = auditSentence({ type, actorName: 'Anna', data: 'null' });
      expect(sentence.startsWith('Anna')).toBe(true);
      expect(sentence).not.toMatch(/undefined|\[object/);
    }
    expect(typeInWords('RankLadderChanged')).toBe('rank ladder changed');
  });
});
