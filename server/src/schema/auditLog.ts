import { idSchema, matchEventTypes } from '@kicker/events';
import { type AuditRow, readAuditLog } from '@kicker/projections';
import { readUserNames } from '../auth/people.ts';
import { builder, can } from '../graphql/builder.ts';
import { positionCursor } from '../graphql/cursors.ts';
import { orNull } from '../graphql/errors.ts';
import { orgKey } from '../graphql/globalIds.ts';
import { Match } from './match.ts';
import { Organisation } from './organisation.ts';
import { searchTextSchema } from './shared.ts';

// The audit log of an organisation: its event log, newest first, for its admins and moderators.

const AuditEntry = builder.objectRef<AuditRow>('AuditEntry').implement({
  description: 'One fact of the event log: who, when, what.',
  fields: (t) => ({
    position: t.string({
      description: 'Position in the log (a big integer).',
      resolve: (r) => String(r.global_position),
    }),
    type: t.exposeString('type'),
    streamId: t.exposeString('stream_id'),
    recordedAt: t.expose('recorded_at', { type: 'DateTime' }),
    actorId: t.exposeString('actor', {
      nullable: true,
      description: 'The user who caused it; null for the system.',
    }),
    actorName: t.loadable({
      type: 'String',
      nullable: true,
      // The names of a page's actors in one query (better-auth's user table: auth/people.ts).
      load: (ids: string[], ctx) => readUserNames(ctx.services.db, ids),
      resolve: (r) => r.actor,
    }),
    data: t.string({ description: 'The event data as JSON.', resolve: (r) => JSON.stringify(r.data) }),
    match: t.field({
      type: Match,
      nullable: true,
      description:
        'For match events: the match as it is now, live or deleted (a MatchDeleted entry offers its restore).',
      resolve: (r, _, ctx) => {
        const matchId = MATCH_EVENTS.has(r.type) ? (r.data as { matchId?: unknown }).matchId : undefined;
        if (typeof matchId !== 'string') return null;
        return orNull(Match.getDataloader(ctx).load(orgKey(r.org_id, matchId)));
      },
    }),
  }),
});

const MATCH_EVENTS: ReadonlySet<string> = new Set(matchEventTypes.map((e) => e.type));

const MAX_PAGE = 100;

builder.objectField(Organisation, 'auditLog', (t) =>
  t.connection({
    type: AuditEntry,
    description:
      'Admins and moderators of the organisation: its events, newest first, with optional filters.',
    authScopes: (org) => can('moderate', org.org_id),
    args: {
      type: t.arg.string({
        required: false,
        description: 'Only events of this type, e.g. PlayerCreated.',
        validate: searchTextSchema,
      }),
      streamId: t.arg.string({ required: false, validate: searchTextSchema }),
      actorId: t.arg.string({
        required: false,
        description: 'Only events caused by this user.',
        validate: idSchema,
      }),
    },
    resolve: async (org, args, ctx) => {
      const first = Math.min(Math.max(args.first ?? 25, 1), MAX_PAGE);
      const before = args.after ? positionCursor(args.after) : null;
      const rows = await readAuditLog(ctx.services.db, org.org_id, {
        before,
        type: args.type,
        streamId: args.streamId,
        actorId: args.actorId,
        limit: first + 1,
      });
      const page = rows.slice(0, first);
      return {
        edges: page.map((node) => ({ cursor: String(node.global_position), node })),
        pageInfo: {
          hasNextPage: rows.length > first,
          hasPreviousPage: before !== null,
          startCursor: page[0] ? String(page[0].global_position) : null,
          endCursor: page.at(-1) ? String(page.at(-1)!.global_position) : null,
        },
      };
    },
  }),
);
