import { GLOBAL_ORG } from '@kicker/events';
import { projections } from '@kicker/projections';
import { builder } from '../graphql/builder.ts';
import { changesFor } from '../graphql/changes.ts';
import { ConflictError, NotFoundError } from '../graphql/errors.ts';
import { REBUILD_TOPIC, type RebuildState } from '../maintenance/rebuilds.ts';
import { projectionNameSchema } from './shared.ts';

// Projection maintenance (admins only): rebuild a read model from the event log, with progress.

interface ProjectionInfo {
  name: string;
  mode: string;
  tables: readonly string[];
}

const RebuildStatus = builder.enumType('RebuildStatus', { values: ['running', 'done', 'failed'] as const });

const Rebuild = builder.objectRef<RebuildState>('ProjectionRebuild').implement({
  fields: (t) => ({
    status: t.field({ type: RebuildStatus, resolve: (r) => r.status }),
    processed: t.exposeInt('processed', { description: 'Events folded so far.' }),
    total: t.exposeInt('total', { description: 'Events to fold (counted at the start).' }),
    startedAt: t.expose('startedAt', { type: 'DateTime' }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
    error: t.exposeString('error', { nullable: true }),
  }),
});

const Projection = builder.objectRef<ProjectionInfo>('Projection').implement({
  description: 'A read model built from the event log.',
  fields: (t) => ({
    id: t.id({
      description: 'Stable, so clients update it from the progress subscription.',
      resolve: (p) => `Projection:${p.name}`,
    }),
    name: t.exposeString('name'),
    mode: t.exposeString('mode', { description: "'inline' (same transaction as the events) or 'catchUp'." }),
    tables: t.exposeStringList('tables'),
    lastRebuild: t.field({
      type: Rebuild,
      nullable: true,
      description: 'The latest rebuild this server ran, if any.',
      resolve: (p, _, ctx) => ctx.services.rebuilds.get(p.name),
    }),
  }),
});

builder.queryField('projections', (t) =>
  t.field({
    type: [Projection],
    authScopes: { installationAdmin: true },
    resolve: () => [...projections],
  }),
);

const RebuildPayload = builder
  .objectRef<{ projection: ProjectionInfo }>('RebuildProjectionPayload')
  .implement({
    fields: (t) => ({ projection: t.expose('projection', { type: Projection }) }),
  });

builder.mutationField('rebuildProjection', (t) =>
  t.field({
    type: RebuildPayload,
    description:
      'Installation admins only: empties a read model and folds the whole event log into it again. Writes to its tables wait meanwhile.',
    errors: {},
    authScopes: { installationAdmin: true },
    args: { name: t.arg.string({ required: true, validate: projectionNameSchema }) },
    resolve: (_, { name }, ctx) => {
      const projection = projections.find((p) => p.name === name);
      if (!projection) throw new NotFoundError(`No read model named ${name}`);
      if (!ctx.services.rebuilds.start(name, ctx.viewer!.userId))
        throw new ConflictError(`${name} is being rebuilt already`);
      return { projection };
    },
  }),
);

builder.subscriptionField('projectionRebuilt', (t) =>
  t.field({
    type: Projection,
    description: 'Installation admins only: the projection after each step of its rebuild.',
    authScopes: { installationAdmin: true },
    args: { name: t.arg.string({ required: true, validate: projectionNameSchema }) },
    subscribe: (_, { name }, ctx) => {
      if (!projections.some((p) => p.name === name)) throw new NotFoundError(`No read model named ${name}`);
      const feed = changesFor(
        ctx,
        (c) => c.orgId === GLOBAL_ORG && c.topic === REBUILD_TOPIC && c.ids.includes(name),
      );
      // The state as it is now first: a short rebuild may be over before the client has subscribed.
      return startWith({ orgId: GLOBAL_ORG, topic: REBUILD_TOPIC, ids: [name] }, feed);
    },
    resolve: (_change, { name }) => projections.find((p) => p.name === name)!,
  }),
);

/** `first`, then the items of `rest`; ending the iteration ends `rest` at once (no waiting for its next item). */
function startWith<T>(first: T, rest: AsyncIterable<T>): AsyncIterable<T> {
  return {
    [Symbol.asyncIterator]() {
      const inner = rest[Symbol.asyncIterator]();
      let sentFirst = false;
      return {
        next: () => {
          if (sentFirst) return inner.next();
          sentFirst = true;
          return Promise.resolve({ value: first, done: false });
        },
        return: (value?: unknown) =>
          inner.return?.(value) ?? Promise.resolve({ value: undefined, done: true }),
      };
    },
  };
}
