export interface LatLong {
  lat: number;
  long: number;
}

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export function distanceKm(a: LatLong, b: LatLong): number {
  const dLat = rad(b.lat - a.lat);
  const dLong = rad(b.long - a.long);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLong / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A place whose coordinates may be missing (they are optional, issue 28). */
export interface MaybePlaced {
  readonly lat?: number | null;
  readonly long?: number | null;
}

/**
 * SPEC §7: the organisation's location closest to where the browser is; nearest wins. Locations
 * without coordinates take no part; null when none has them.
 */
export function nearestLocation<L extends MaybePlaced>(
  locations: readonly L[],
  here: LatLong,
): { location: L; km: number } | null {
  let best: { location: L; km: number } | null = null;
  for (const location of locations) {
    if (location.lat == null || location.long == null) continue;
    const km = distanceKm(here, { lat: location.lat, long: location.long });
    if (!best || km < best.km) best = { location, km };
  }
  return best;
}

export const GEO_MESSAGES = {
  blocked: 'GPS Permissions blocked. Allow Browser Location',
  unsupported: 'Geolocation is not supported by this device',
  failed: 'Error during Auto Location',
} as const;

/** Asks the browser where it is; resolves to the SPEC §8 message on failure. */
export function currentPosition(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<LatLong | { error: string }> {
  if (!geolocation) return Promise.resolve({ error: GEO_MESSAGES.unsupported });
  return new Promise((resolve) =>
    geolocation.getCurrentPosition(
      (pos) => resolve({ lat: pos.coords.latitude, long: pos.coords.longitude }),
      (err) =>
        resolve({ error: err.code === err.PERMISSION_DENIED ? GEO_MESSAGES.blocked : GEO_MESSAGES.failed }),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 },
    ),
  );
}

/** Typed coordinates as numbers, or null while they are not a point on earth (decimal comma allowed). */
export function parseLatLong(lat: string, long: string): LatLong | null {
  const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s.trim().replace(',', '.')));
  const point = { lat: num(lat), long: num(long) };
  const ok = Number.isFinite(point.lat) && Number.isFinite(point.long);
  return ok && Math.abs(point.lat) <= 90 && Math.abs(point.long) <= 180 ? point : null;
}
