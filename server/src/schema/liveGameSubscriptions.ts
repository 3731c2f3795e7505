import type { Change } from '@kicker/events';
import { type LiveGameRow, organisationsWithLocation, readLiveGames } from '@kicker/projections';
import { z } from 'zod';
import { builder } from '../graphql/builder.ts';
import { changesFor } from '../graphql/changes.ts';
import type { Context } from '../graphql/context.ts';
import { NotFoundError } from '../graphql/errors.ts';
import { LiveGame, now, running } from './liveGame.ts';
import { Organisation } from './organisation.ts';

// Subscription: the payload is read once per change and shared by every subscriber of the
// location. The feed hands the same Change object to each of this process's listeners, so a
// WeakMap keyed by it holds that one read while the change is being delivered.

const sharedReads = new WeakMap<Change, Promise<LiveGameRow | null>>();
/** How many reads the subscription made in this process (a test checks they are per change). */
export const liveGameReads = { count: 0 };

function liveGameAfter(ctx: Context, change: Change): Promise<LiveGameRow | null> {
  let read = sharedReads.get(change);
  if (!read) {
    liveGameReads.count++;
    read = readLiveGames(ctx.services.db, [{ orgId: change.orgId, locationId: change.ids[0] ?? '' }]).then(
      ([row]) => row ?? null,
    );
    sharedReads.set(change, read);
  }
  return read;
}

builder.subscriptionField('liveGameChanged', (t) =>
  t.field({
    type: LiveGame,
    nullable: true,
    description: 'The live game at a location after each start, goal, undo or end; null once it has ended.',
    args: { locationId: t.arg.id({ required: true, validate: z.string().min(1).max(100) }) },
    subscribe: async (_, { locationId }, ctx) => {
      const id = String(locationId);
      // A camera agent follows its own location only (graphql/cameraSocket.ts).
      if (ctx.viewer?.camera && ctx.viewer.camera.locationId !== id)
        throw new NotFoundError('Location not found');
      // Visibility first: only a location of an organisation you see.
      const orgs = await organisationsWithLocation(ctx.services.db, id);
      const loader = Organisation.getDataloader(ctx);
      const seen = (await Promise.all(orgs.map((o) => loader.load(o).catch(() => null)))).find(Boolean);
      if (!seen) throw new NotFoundError('Location not found');
      const orgId = seen.org_id;
      const changes = changesFor(ctx, (c) => c.topic === 'live' && c.orgId === orgId && c.ids[0] === id);
      return {
        [Symbol.asyncIterator]() {
          const inner = changes[Symbol.asyncIterator]();
          return {
            async next(): Promise<IteratorResult<LiveGameRow | null>> {
              const change = await inner.next();
              if (change.done) return { value: undefined, done: true };
              return { value: running(await liveGameAfter(ctx, change.value), now(ctx)), done: false };
            },
            return: async () => {
              await inner.return?.();
              return { value: undefined, done: true };
            },
          };
        },
      };
    },
    resolve: (row) => row,
  }),
);
