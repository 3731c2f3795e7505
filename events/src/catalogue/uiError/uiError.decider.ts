import type { z } from 'zod';
import type { reportingUserSchema, UiErrorEvent } from './uiError.events.ts';

export type ReportingUser = z.output<typeof reportingUserSchema>;

/** Someone (signed in or not) reports an error the app showed them. */
export interface ReportUiError {
  type: 'ReportUiError';
  reportedAt: string;
  header: string;
  message: string;
  details: string | null;
  comment: string | null;
  url: string | null;
  /** Null when signed out. */
  user: ReportingUser | null;
}

// decide: an error report is always accepted once its fields are valid (the edge checks them).
// Empty optional texts are stored as null, so "no comment" reads the same however it was sent.
export function decide(cmd: ReportUiError): UiErrorEvent[] {
  const { type: _, ...report } = cmd;
  return [
    {
      type: 'UiErrorReported',
      data: {
        ...report,
        details: blankToNull(report.details),
        comment: blankToNull(report.comment),
        url: blankToNull(report.url),
      },
    },
  ];
}

const blankToNull = (value: string | null) => (value === null || value.trim() === '' ? null : value);
