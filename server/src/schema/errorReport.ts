import {
  errorCommentSchema,
  errorDetailsSchema,
  errorHeaderSchema,
  errorMessageSchema,
  errorUrlSchema,
} from '@kicker/events';
import { reportUiError } from '../commands/uiError.ts';
import { ForbiddenError } from '../graphql/errors.ts';
import { inputMutation } from './commandMutation.ts';

inputMutation('reportError', {
  description:
    'Sends an error the app showed to the error log (SPEC "Send error report"). Open: signed-out people may report too; your user fields are added from your session.',
  input: (f) => ({
    header: f.string({ required: true, validate: errorHeaderSchema }),
    message: f.string({ required: true, validate: errorMessageSchema }),
    details: f.string({
      required: false,
      description: 'The other fields of the error, as JSON text (at most 8000 characters, kept as sent).',
      validate: errorDetailsSchema,
    }),
    comment: f.string({
      required: false,
      description: 'When/how did this error happened?',
      validate: errorCommentSchema,
    }),
    url: f.string({ required: false, description: 'Where the error happened.', validate: errorUrlSchema }),
  }),
  payload: { reportedAt: { type: 'DateTime', description: 'The key of the report.' } },
  resolve: async (input, ctx) => {
    // Open to anyone, so each client may send only a few per minute; signed-out people fewer, and
    // all of them together only so many (issue 29: 20 addresses stored 200 reports in 3 s).
    const limits = ctx.services.rateLimits;
    const allowed = ctx.viewer
      ? limits.errorReports.consume(ctx.clientIp)
      : limits.anonymousErrorReports.consume(ctx.clientIp) && limits.allAnonymousErrorReports.consume('all');
    if (!allowed) throw new ForbiddenError('Too many error reports. Please try again in a minute.');
    const v = ctx.viewer;
    const event = await reportUiError(ctx.services.commands, {
      type: 'ReportUiError',
      reportedAt: ctx.services.now().toISOString(),
      header: input.header,
      message: input.message,
      details: input.details ?? null,
      comment: input.comment ?? null,
      url: input.url ?? null,
      user: v
        ? {
            userId: v.userId,
            email: v.email,
            name: v.name,
            playerId: v.player?.player_id ?? null,
            orgId: v.orgId,
          }
        : null,
    });
    return { reportedAt: new Date(event.data.reportedAt) };
  },
});
