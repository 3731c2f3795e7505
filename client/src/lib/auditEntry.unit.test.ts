import { describe, expect, it } from 'vitest';
import { describeEventData } from './auditEntry';

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
