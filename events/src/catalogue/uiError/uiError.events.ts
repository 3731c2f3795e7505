import { z } from 'zod';
import { defineEvent, type EventOf } from '../../store/catalogue.ts';
import { GLOBAL_ORG } from '../domainError.ts';
import {
  errorCommentSchema,
  errorDetailsSchema,
  errorHeaderSchema,
  errorMessageSchema,
  errorUrlSchema,
  idSchema,
  isoDateTimeSchema,
} from '../fields.ts';

/** One log per organisation; reports of people without one go to the global log. */
export const uiErrorStreamId = (orgId: string) => `ui-errors-${orgId}`;
export const UI_ERROR_STREAM = 'uiErrors';
export const uiErrorOrgOf = (user: { orgId: string | null } | null) => user?.orgId ?? GLOBAL_ORG;

/** The reporting user's fields, merged into the report (SPEC §3 "UI error log entry"). */
export const reportingUserSchema = z.object({
  userId: idSchema,
  email: z.string(),
  name: z.string(),
  playerId: idSchema.nullable(),
  orgId: idSchema.nullable(),
});

export const UiErrorReported = defineEvent(
  'UiErrorReported',
  z.object({
    /** The report's key (SPEC: keyed by ISO timestamp). */
    reportedAt: isoDateTimeSchema,
    header: errorHeaderSchema,
    message: errorMessageSchema,
    details: errorDetailsSchema.nullable(),
    comment: errorCommentSchema.nullable(),
    url: errorUrlSchema.nullable(),
    user: reportingUserSchema.nullable(),
  }),
);

export const uiErrorEventTypes = [UiErrorReported] as const;
export type UiErrorEvent = EventOf<(typeof uiErrorEventTypes)[number]>;
