import { randomUUID } from 'node:crypto';
import { feedbackTextSchema } from '@kicker/events';
import { type FeedbackRow, readFeedback } from '@kicker/projections';
import { sendFeedback } from '../commands/feedback.ts';
import { builder, can } from '../graphql/builder.ts';
import { positionCursor } from '../graphql/cursors.ts';
import { commandMutation } from './commandMutation.ts';
import { Organisation, organisationIdField } from './organisation.ts';

// SPEC §2 Feedback without an external tool: the app's own form (an event per entry), read by the
// organisation's admins and moderators in the admin area. The external tool's sign-in token is
// feedbackToken.ts.

const FeedbackEntry = builder.objectRef<FeedbackRow>('FeedbackEntry').implement({
  description: 'Feedback someone of the organisation sent through the app.',
  fields: (t) => ({
    id: t.exposeID('feedback_id'),
    text: t.exposeString('text'),
    sentAt: t.expose('sent_at', { type: 'DateTime' }),
    authorName: t.exposeString('author_name', { description: 'The sender, as they were named then.' }),
  }),
});

const MAX_PAGE = 100;

builder.objectField(Organisation, 'feedback', (t) =>
  t.connection({
    type: FeedbackEntry,
    description:
      'Admins and moderators of the organisation: the feedback sent through the app, newest first.',
    authScopes: (org) => can('readFeedback', org.org_id),
    resolve: async (org, args, ctx) => {
      const first = Math.min(Math.max(args.first ?? 25, 1), MAX_PAGE);
      const before = args.after ? positionCursor(args.after) : null;
      const rows = await readFeedback(ctx.services.db, org.org_id, { first: first + 1, before });
      const page = rows.slice(0, first);
      const cursor = (row: FeedbackRow) => String(row.position);
      return {
        edges: page.map((node) => ({ cursor: cursor(node), node })),
        pageInfo: {
          hasNextPage: rows.length > first,
          hasPreviousPage: before !== null,
          startCursor: page[0] ? cursor(page[0]) : null,
          endCursor: page.at(-1) ? cursor(page.at(-1)!) : null,
        },
      };
    },
  }),
);

commandMutation('sendFeedback', {
  description: "The organisation's members: feedback for its admins and moderators (the app's own form).",
  input: (f) => ({
    organisationId: organisationIdField(f),
    text: f.string({ required: true, validate: feedbackTextSchema }),
  }),
  command: sendFeedback,
  organisation: ({ organisationId }) => organisationId.id,
  toCommand: ({ organisationId, text }, ctx) => {
    const viewer = ctx.viewer!;
    const author = { userId: viewer.userId, name: viewer.name, playerId: viewer.player?.player_id ?? null };
    const command = { type: 'SendFeedback' as const, feedbackId: randomUUID(), text, author };
    return { orgId: organisationId.id, command };
  },
  payload: { sentAt: { type: 'DateTime', description: 'When it arrived.' } },
  answer: (_, __, result) => ({ sentAt: result.events[0]?.recordedAt ?? new Date() }),
});
