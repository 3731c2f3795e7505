import { PothosValidationError } from '@pothos/core';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { type GraphQLResolveInfo, isObjectType } from 'graphql';
import { z } from 'zod';
import { NotFoundError } from './errors.ts';

/** `nodes(ids)` loads at most this many at once (each may cost a query). */
export const MAX_NODE_IDS = 100;

/** Ids here are uuids, better-auth ids and `<uuid>:<uuid or number>`: letters, digits, `_ - . :`. */
const RAW_ID = /^[\w.:-]{1,200}$/;
const MAX_GLOBAL_ID_LENGTH = 300;

/**
 * The one decoder of global ids (relay plugin option): besides base64 and `Type:id`, the id must
 * look like one of ours, so a NUL, an over-long or an odd id never reaches a loader or PostgreSQL.
 */
export function decodeGlobalId(globalID: string): { typename: string; id: string } {
  if (globalID.length > MAX_GLOBAL_ID_LENGTH) throw new PothosValidationError('Invalid global ID: too long');
  const decoded = decodeGlobalID(globalID);
  if (!RAW_ID.test(decoded.id)) throw new PothosValidationError(`Invalid global ID: ${globalID}`);
  return decoded;
}

function isNodeType(info: GraphQLResolveInfo, typename: string): boolean {
  const type = info.schema.getType(typename);
  return isObjectType(type) && type.getInterfaces().some((i) => i.name === 'Node');
}

/** What a node loader answers for an id it cannot show (missing, deleted, not yours) becomes null. */
async function orNull(value: unknown): Promise<unknown> {
  try {
    const loaded = await value;
    return loaded instanceof NotFoundError ? null : loaded;
  } catch (err) {
    if (err instanceof NotFoundError) return null;
    throw err;
  }
}

type GlobalId = { id: string; typename: string };

/**
 * Relay's `node(id)`: null for an id of a type that is no node, or of a node that does not exist
 * (or is not yours to see), as the Relay spec has it; a malformed id is a validation error.
 */
export const nodeQueryOptions = {
  resolve: (
    _root: unknown,
    args: { id: GlobalId },
    _ctx: unknown,
    info: GraphQLResolveInfo,
    resolveNode: (id: GlobalId) => unknown,
  ) => (isNodeType(info, args.id.typename) ? orNull(resolveNode(args.id)) : null),
};

/** Relay's `nodes(ids)`: at most MAX_NODE_IDS ids; each unknown one answers null in its place. */
export const nodesQueryOptions = {
  args: {
    ids: { validate: z.array(z.unknown()).max(MAX_NODE_IDS, `At most ${MAX_NODE_IDS} ids at once`) },
  },
  resolve: async (
    _root: unknown,
    args: { ids: GlobalId[] },
    _ctx: unknown,
    info: GraphQLResolveInfo,
    resolveNodes: (ids: GlobalId[]) => Promise<unknown[]>,
  ) => {
    // resolveNodes reads args.ids and answers null for a null id: ids of unknown types become null.
    args.ids = args.ids.map((id) => (isNodeType(info, id.typename) ? id : (null as unknown as GlobalId)));
    return Promise.all((await resolveNodes(args.ids)).map(orNull));
  },
};
