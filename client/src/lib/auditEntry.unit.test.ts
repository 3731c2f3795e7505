import { describe, expect, it } from 'vitest';
import { describeEventData, matchRestoreOption, RESTORE_TEXTS } from './auditEntry';

describe('describeEventData', () => {
  it('lists the fields of an event as key: value', () => {
    expect(describeEventData('{"name":"Berlin","lat":52.52,"cameraHost":null}')).toBe(
      'name: Berlin · lat: 52.52 · cameraHost: null',
    );
  });
  it('writes nested values as JSON and copes with odd data', () => {
    expect(describeEventData('{"key":"bounty","value":{"bountyPoints":10}}')).toBe(
      'key: bounty · value: {"bountyPoints":10}',
    );
    expect(describeEventData('{}')).toBe('(no data)');
    expect(describeEventData('[1,2]')).toBe('[1,2]');
    expect(describeEventData('not json')).toBe('not json');
  });
});

describe('matchRestoreOption', () => {
  const deletion = { type: 'MatchDeleted', position: '42' };

  it('offers the restore on the MatchDeleted entry whose deletion is in effect', () => {
    expect(matchRestoreOption({ ...deletion, match: { isDeleted: true, deletionPosition: '42' } })).toEqual({
      disabledReason: null,
    });
  });

  it('explains why an entry cannot restore a match restored since, also when it was deleted again later', () => {
    const restoredSince = { disabledReason: RESTORE_TEXTS.restoredSince };
    expect(matchRestoreOption({ ...deletion, match: { isDeleted: false, deletionPosition: null } })).toEqual(
      restoredSince,
    );
    expect(matchRestoreOption({ ...deletion, match: { isDeleted: true, deletionPosition: '77' } })).toEqual(
      restoredSince,
    );
  });

  it('offers nothing on other entries or without the match', () => {
    const match = { isDeleted: true, deletionPosition: '42' };
    expect(matchRestoreOption({ type: 'MatchRecorded', position: '42', match })).toBeNull();
    expect(matchRestoreOption({ type: 'MatchRestored', position: '42', match })).toBeNull();
    expect(matchRestoreOption({ ...deletion, match: null })).toBeNull();
  });
});
