import { z } from 'zod';

/**
 * The camera of a location's table on the local network: an http(s) base address such as
 * http://192.168.1.20 or http://kickcam.local:8080 (SPEC §7 builds the replay and frame URLs from it).
 * No path, query or credentials: the server and the browser add the paths.
 */
export const cameraHostSchema = z
  .string()
  .trim()
  .max(200, 'Camera address must have at most 200 characters')
  .refine(isCameraHost, {
    message: 'Camera address must look like http://192.168.1.20 or http://kickcam.local:8080',
  })
  .transform((value) => value.replace(/\/+$/, ''))
  .nullable();

function isCameraHost(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.username === '' &&
    url.password === '' &&
    url.search === '' &&
    url.hash === '' &&
    (url.pathname === '/' || url.pathname === '')
  );
}
