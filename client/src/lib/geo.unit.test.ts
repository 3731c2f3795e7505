import { describe, expect, it } from 'vitest';
import { currentPosition, distanceKm, GEO_MESSAGES, nearestLocation } from './geo';

const munich = { name: 'Munich', lat: 48.1374, long: 11.5755 };
const berlin = { name: 'Berlin', lat: 52.52, long: 13.405 };

describe('geo', () => {
  it('measures Munich to Berlin as about 504 km', () => {
    expect(distanceKm(munich, berlin)).toBeGreaterThan(500);
    expect(distanceKm(munich, berlin)).toBeLessThan(510);
  });

  it('picks the nearest location of the organisation', () => {
    const augsburg = { lat: 48.3705, long: 10.8978 };
    expect(nearestLocation([berlin, munich], augsburg)?.location.name).toBe('Munich');
    expect(nearestLocation([], augsburg)).toBeNull();
  });

  it('reports the SPEC messages when location is blocked, fails or is unsupported', async () => {
    expect(await currentPosition(undefined)).toEqual({ error: GEO_MESSAGES.unsupported });
    const failing = (code: number): Geolocation =>
      ({
        getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) =>
          fail({
            code,
            PERMISSION_DENIED: 1,
            POSITION_UNAVAILABLE: 2,
            TIMEOUT: 3,
            message: '',
          } as GeolocationPositionError),
      }) as Geolocation;
    expect(await currentPosition(failing(1))).toEqual({
      error: 'GPS Permissions blocked. Allow Browser Location',
    });
    expect(await currentPosition(failing(3))).toEqual({ error: 'Error during Auto Location' });
  });
});
