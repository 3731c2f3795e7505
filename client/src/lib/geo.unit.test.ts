import { describe, expect, it } from 'vitest';
import { currentPosition, distanceKm, GEO_MESSAGES, nearestLocation, parseLatLong } from './geo';

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

  it('leaves locations without coordinates out of the nearest choice (issue 28)', () => {
    const hamburg = { name: 'Hamburg', lat: null, long: null };
    const augsburg = { lat: 48.3705, long: 10.8978 };
    expect(nearestLocation([hamburg, berlin], augsburg)?.location.name).toBe('Berlin');
    expect(nearestLocation([hamburg], augsburg)).toBeNull();
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

describe('parseLatLong', () => {
  it('reads typed coordinates, with a decimal point or comma', () => {
    expect(parseLatLong('48.137', '11,575')).toEqual({ lat: 48.137, long: 11.575 });
    expect(parseLatLong(' -90 ', '180')).toEqual({ lat: -90, long: 180 });
  });
  it.each([
    ['', '1'],
    ['91', '0'],
    ['0', '-181'],
    ['north', '0'],
  ])('refuses %s / %s', (lat, long) => {
    expect(parseLatLong(lat, long)).toBeNull();
  });
});
