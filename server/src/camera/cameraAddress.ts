// DESIGN §12 / SPEC §7: what the app asks a location's camera agent, and where. A location's
// cameraHost is a bare http(s) base address set by its admins (events/…/cameraHost.ts); the agent
// serves everything on one port: the one the address names, else 8081 (SPEC §9 "camera stream
// port"). The browser never sees that address: it asks /camera/{locationId}/… of the app.

/** SPEC §9: the camera agent's port when the address names none. */
export const CAMERA_PORT = 8081;

/** The agent's base URL for a location's cameraHost (its port, else 8081). */
export function cameraBase(cameraHost: string): URL {
  const url = new URL(cameraHost);
  if (url.port === '') url.port = String(CAMERA_PORT);
  url.pathname = '/';
  return url;
}

/** What the viewer asks for: the live stream, one frame, a day's clip listing, or one file of it. */
export type CameraTarget =
  | { kind: 'stream' }
  | { kind: 'frame' }
  | { kind: 'listing'; date: string }
  | { kind: 'file'; date: string; name: string };

const LOCATION_ID = /^[A-Za-z0-9_-]{1,64}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Clip and thumbnail names as the agent writes them: no path, no "..", an .mp4 or a .jpg. */
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_.=-]{0,150}\.(mp4|jpe?g)$/;

/** A real calendar day written YYYY-MM-DD. */
export function isDay(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export const isClipFileName = (name: string) => FILE_NAME.test(name) && !name.includes('..');

/**
 * Reads `/camera/{locationId}/stream`, `…/frame`, `…/clips/{date}/` and `…/clips/{date}/{name}`
 * from the raw (undecoded) path: a percent sign, a slash too many or a ".." matches nothing.
 */
export function parseCameraPath(
  pathname: string,
): { locationId: string; target: CameraTarget } | { error: string } {
  const parts = pathname.split('/');
  // ['', 'camera', locationId, ...rest]
  const [, root, locationId = '', ...rest] = parts;
  if (root !== 'camera' || !LOCATION_ID.test(locationId)) return { error: 'Unknown camera address' };
  const [what, date = '', name, ...more] = rest;
  if (rest.length === 1 && what === 'stream') return { locationId, target: { kind: 'stream' } };
  if (rest.length === 1 && what === 'frame') return { locationId, target: { kind: 'frame' } };
  if (what !== 'clips' || more.length > 0 || name === undefined) return { error: 'Unknown camera address' };
  if (!isDay(date)) return { error: 'A day is written YYYY-MM-DD' };
  if (name === '') return { locationId, target: { kind: 'listing', date } };
  if (!isClipFileName(name)) return { error: 'Not a clip or thumbnail name' };
  return { locationId, target: { kind: 'file', date, name } };
}

/** The agent's path for a target (SPEC §7 and the agent's README). */
export function upstreamPath(target: CameraTarget): string {
  switch (target.kind) {
    case 'stream':
      return '/?action=stream';
    case 'frame':
      return '/picture/1/frame';
    case 'listing':
      return `/${target.date}/`;
    case 'file':
      return `/${target.date}/${target.name}`;
  }
}

/** The content type the app answers with, whatever the camera says (it is served from our origin). */
export function fileContentType(name: string): string {
  return name.endsWith('.mp4') ? 'video/mp4' : 'image/jpeg';
}
