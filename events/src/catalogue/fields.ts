import { z } from 'zod';

// Field rules shared by events, deciders and the GraphQL edge: one place per rule.

export const idSchema = z.string().min(1).max(64);

export const organisationNameSchema = z
  .string()
  .trim()
  .min(2, 'Name must have at least 2 characters')
  .max(60, 'Name must have at most 60 characters');

export const timeZoneSchema = z
  .string()
  .max(64)
  .refine(isTimeZone, { message: 'Unknown time zone (use an IANA name such as Europe/Berlin)' });

export const logoUrlSchema = z
  .url({ protocol: /^https?$/, error: 'Logo URL must be an http(s) address' })
  .max(500, 'Logo URL must have at most 500 characters')
  .nullable();

export const locationNameSchema = z
  .string()
  .trim()
  .min(1, 'Location name is required')
  .max(60, 'Location name must have at most 60 characters');

export const latitudeSchema = z
  .number()
  .min(-90, 'Latitude must be between -90 and 90')
  .max(90, 'Latitude must be between -90 and 90');

export const longitudeSchema = z
  .number()
  .min(-180, 'Longitude must be between -180 and 180')
  .max(180, 'Longitude must be between -180 and 180');

export const departmentNameSchema = z
  .string()
  .trim()
  .min(1, 'Department name is required')
  .max(40, 'Department name must have at most 40 characters');

export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** SPEC §5: 2 to 25 characters, no quotes, <, > or &. */
export const PLAYER_NAME_PATTERN = /^[^"'<>&`]*$/;
export const playerNameSchema = z
  .string()
  .trim()
  .min(2, 'Minimum of 2 characters')
  .max(25, 'Maximum of 25 characters')
  .regex(PLAYER_NAME_PATTERN, 'No weird characters allowed');

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value.length > 0;
  } catch {
    return false;
  }
}
