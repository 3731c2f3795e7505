import { idSchema, matchEventTypes } from '@kicker/events';
import { sql } from 'kysely';
import { builder, can } from '../graphql/builder.ts';
import { positionCursor } from '../graphql/cursors.ts';
import { Match } from './match.ts';
import { Organisation } from './organisation.ts';
import { searchTextSchema } from './shared.ts';

// The audit log of an organisation: its event log, newest first, for its admins and moderators.

interface AuditRow {
  org_id: string;
  global_position: number;
  type: string;
  stream_id: string;
  data: unknown;
  recorded_at: Date;
  actor: string | null;
  actor_name: string | null;
}

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
    actorName: t.exposeString('actor_name', { nullable: true }),
    data: t.string({ description: 'The event data as JSON.', resolve: (r) => JSON.stringify(r.data) }),
    match: t.field({
      type: Match,
      nullable: true,
      description:
        'For match events: the match as it is now, live or deleted (a MatchDeleted entry offers its restore).',
      resolve: (r, _, ctx) => {
        const matchId = MATCH_EVENTS.has(r.type) ? (r.data as { matchId?: unknown }).matchId : undefined;
        if (typeof matchId !== 'string') return null;
        return Match.getDataloader(ctx)
          .load(`${r.org_id}:${matchId}`)
          .catch(() => null);
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
      let query = ctx.services.db
        .selectFrom('events')
        .leftJoin('user', (j) => j.on(sql`"user".id`, '=', sql`events.metadata->>'actor'`))
        .select([
          'events.org_id',
          'events.global_position',
          'events.type',
          'events.stream_id',
          'events.data',
          'events.recorded_at',
          sql<string | null>`events.metadata->>'actor'`.as('actor'),
          sql<string | null>`"user".name`.as('actor_name'),
        ])
        .where('events.org_id', '=', org.org_id);
      if (before !== null) query = query.where('events.global_position', '<', before);
      if (args.type) query = query.where('events.type', '=', args.type);
      if (args.streamId) query = query.where('events.stream_id', '=', args.streamId);
      if (args.actorId) query = query.where(sql`events.metadata->>'actor'`, '=', args.actorId);
      const rows = (await query
        .orderBy('events.global_position', 'desc')
        .limit(first + 1)
        .execute()) as AuditRow[];
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
