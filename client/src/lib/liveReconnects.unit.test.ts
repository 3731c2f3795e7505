import { describe, expect, it } from 'vitest';
import { createLiveReconnects } from './liveReconnects';

describe('live reconnections', () => {
  it('tells every screen after a retried connection, not after the first one', () => {
    const reconnects = createLiveReconnects();
    const told: string[] = [];
    reconnects.listen(() => told.push('table'));
    reconnects.listen(() => told.push('history'));
    reconnects.connected({}, undefined, false);
    expect(told).toEqual([]);
    reconnects.connected({}, undefined, true);
    expect(told).toEqual(['table', 'history']);
  });

  it('stops telling a screen that has gone', () => {
    const reconnects = createLiveReconnects();
    let told = 0;
    const stop = reconnects.listen(() => told++);
    reconnects.connected({}, undefined, true);
    stop();
    reconnects.connected({}, undefined, true);
    expect(told).toBe(1);
  });
});
