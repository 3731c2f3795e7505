import type { Change } from '@kicker/events';
import {
  type LiveGameRow,
  type OrganisationRow,
  organisationsWithLocation,
  readLiveGames,
  readOrganisations,
} from '@kicker/projections';
import { z } from 'zod';
import { builder } from '../graphql/builder.ts';
import { changesFor } from '../graphql/changes.ts';
import type { Context } from '../graphql/context.ts';
import { NotFoundError, orNull } from '../graphql/errors.ts';
import { sharedEvents } from '../graphql/sharedEvents.ts';
import { intern, shareExecutions } from '../graphql/sharedExecution.ts';
import { capabilitiesIn } from '../policy/capabilities.ts';
import { LiveGame, now, running } from './liveGame.ts';
import { Organisation } from './organisation.ts';

// Subscription: the payload is read once per change and shared by every subscriber of the
// location. Over graphql-ws they follow one stream (graphql/sharedEvents.ts); where each follows
// its own, the feed hands the same Change object to each of this process's listeners, so a WeakMap
// keyed by it holds that one read while the change is being delivered.

const sharedReads = new WeakMap<Change, Promise<LiveGameRow | null>>();
/** The organisation of a change's game, read with it (the subscribers' viewer classes come from it). */
const organisationOf = new WeakMap<object, OrganisationRow>();
/** How many reads the subscription made in this process (a test checks they are per change). */
export const liveGameReads = { count: 0 };

/** The running game after the change (null once it has ended or gone idle), read once for all. */
function liveGameAfter(ctx: Context, change: Change): Promise<LiveGameRow | null> {
  let read = sharedReads.get(change);
  if (!read) {
    liveGameReads.count++;
    const where = { orgId: change.orgId, locationId: change.ids[0] ?? '' };
    // The organisation's row with it: the subscribers' viewer classes are made from it at once.
    read = Promise.all([
      readLiveGames(ctx.services.db, [where]),
      readOrganisations(ctx.services.db, [change.orgId]),
    ]).then(([[found], [org]]) => {
      const row = running(found, now(ctx));
      if (row && org) organisationOf.set(row, org);
      return row;
    });
    sharedReads.set(change, read);
  }
  return read;
}

// A goal reaches every scoreboard and phone of the location: the selection is executed once per
// change for all subscribers with the same document and the same capabilities in the game's
// organisation (graphql/sharedExecution.ts), for documents that select only fields whose answer
// depends on the viewer through those capabilities alone.
const SHAREABLE = [
  'Subscription.liveGameChanged',
  ...['id', 'mode', 'blacks', 'whites', 'scoreBlacks', 'scoreWhites', 'goals', 'status', 'isIdle']
    .concat(['startedAt', 'viewerCanScore', 'stakes', 'location'])
    .map((f) => `LiveGame.${f}`),
  ...['side', 'source', 'at'].map((f) => `LiveGoal.${f}`),
  'LiveStakes.whites',
  'LiveStakes.blacks',
  'SideStake.win',
  'SideStake.loss',
  ...['id', 'name', 'nickname', 'department', 'imageUrl', 'isHost', 'isDisabled', 'isClaimed']
    .concat(['viewerCanEdit', 'viewerCanDelete', 'viewerCanSetHost'])
    .map((f) => `Player.${f}`),
  ...['id', 'name', 'lat', 'long', 'cameraHost', 'liveScoring'].map((f) => `Location.${f}`),
];

/** The viewer's capabilities in an organisation as a class number, kept per viewer (a socket keeps its viewer). */
const classes = new WeakMap<object, Map<string, number>>();
function capabilityClass(viewer: Context['viewer'], org: OrganisationRow): number {
  const key = `${org.org_id}:${org.is_public}`;
  const holder = viewer ?? anonymous;
  let byOrg = classes.get(holder);
  if (!byOrg) {
    byOrg = new Map();
    classes.set(holder, byOrg);
  }
  let found = byOrg.get(key);
  if (found === undefined) {
    // As resolvers ask: with the organisation as it is, and as if private (the viewerCan… fields).
    const may = capabilitiesIn(viewer, { orgId: org.org_id, isPublic: org.is_public });
    const asMember = capabilitiesIn(viewer, { orgId: org.org_id, isPublic: false });
    found = intern(`${org.org_id}\u0000${JSON.stringify(may)}\u0000${JSON.stringify(asMember)}`);
    byOrg.set(key, found);
  }
  return found;
}
const anonymous = {};

/** The game's organisation row, read once per change for all of its subscribers. */
shareExecutions('liveGameChanged', {
  fields: new Set(SHAREABLE),
  classOf: (ctx, payload) => {
    const org = organisationOf.get(payload);
    return org ? capabilityClass(ctx.viewer, org) : null;
  },
});

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
      const seen = (await Promise.all(orgs.map((o) => orNull(loader.load(o))))).find(Boolean);
      if (!seen) throw new NotFoundError('Location not found');
      const orgId = seen.org_id;
      // Every subscriber of the location follows one stream: one listener, one read per change.
      return sharedEvents(`${orgId}\u0000${id}`, () => {
        const changes = changesFor(ctx, (c) => c.topic === 'live' && c.orgId === orgId && c.ids[0] === id);
        return {
          [Symbol.asyncIterator]() {
            const inner = changes[Symbol.asyncIterator]();
            return {
              async next(): Promise<IteratorResult<LiveGameRow | null>> {
                const change = await inner.next();
                if (change.done) return { value: undefined, done: true };
                return { value: await liveGameAfter(ctx, change.value), done: false };
              },
              return: async () => {
                await inner.return?.();
                return { value: undefined, done: true };
              },
            };
          },
        };
      });
    },
    resolve: (row) => row,
  }),
);
