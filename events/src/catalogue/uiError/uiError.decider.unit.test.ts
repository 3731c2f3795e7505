import { describe, expect, it } from 'vitest';
import { GLOBAL_ORG } from '../domainError.ts';
import { errorDetailsSchema, errorHeaderSchema, errorMessageSchema } from '../fields.ts';
import { decide, type ReportUiError } from './uiError.decider.ts';
import { UiErrorReported, uiErrorOrgOf, uiErrorStreamId } from './uiError.events.ts';

const report: ReportUiError = {
  type: 'ReportUiError',
  reportedAt: '2026-03-01T10:00:00.000Z',
  header: 'Error while initialing data',
  message: 'Failed to fetch',
  details: '{"status":500}',
  comment: 'When I opened the stats',
  url: 'https://kicker.example/stats',
  user: { userId: 'u1', email: 'a@example.com', name: 'Anna', playerId: 'p1', orgId: 'o1' },
};

describe('UI error reports', () => {
  it('records the report with the reporting user merged in, keyed by its ISO timestamp', () => {
    const [event] = decide(report);
    expect(event).toEqual({
      type: 'UiErrorReported',
      data: {
        reportedAt: '2026-03-01T10:00:00.000Z',
        header: 'Error while initialing data',
        message: 'Failed to fetch',
        details: '{"status":500}',
        comment: 'When I opened the stats',
        url: 'https://kicker.example/stats',
        user: { userId: 'u1', email: 'a@example.com', name: 'Anna', playerId: 'p1', orgId: 'o1' },
      },
    });
    expect(UiErrorReported.schema.safeParse(event!.data).success).toBe(true);
  });

  it('stores an empty comment, url or details as null (the comment is optional)', () => {
    const [event] = decide({ ...report, comment: '  ', url: '', details: null, user: null });
    expect(event!.data).toMatchObject({ comment: null, url: null, details: null, user: null });
  });

  it("files a report in the reporter's organisation, or the global log when signed out", () => {
    expect(uiErrorStreamId(uiErrorOrgOf(report.user))).toBe('ui-errors-o1');
    expect(uiErrorOrgOf(null)).toBe(GLOBAL_ORG);
    expect(uiErrorOrgOf({ orgId: null })).toBe(GLOBAL_ORG);
  });

  it('bounds every field of the open form', () => {
    expect(errorHeaderSchema.safeParse(' ').success).toBe(false);
    expect(errorHeaderSchema.safeParse('x'.repeat(200)).success).toBe(true);
    expect(errorHeaderSchema.safeParse('x'.repeat(201)).success).toBe(false);
    expect(errorMessageSchema.safeParse('x'.repeat(4001)).success).toBe(false);
    expect(errorMessageSchema.safeParse(`a${String.fromCharCode(0)}b`).success).toBe(false);
    expect(errorDetailsSchema.safeParse('{"a":1}').success).toBe(true);
    expect(errorDetailsSchema.safeParse('{"a":"cut sho').success).toBe(true);
    expect(errorDetailsSchema.safeParse(JSON.stringify({ a: 'x'.repeat(8000) })).success).toBe(false);
  });
});
