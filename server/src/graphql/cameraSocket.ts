import { createHash, randomBytes } from 'node:crypto';
import { locationOfCameraToken } from '@kicker/projections';
import {
  type DocumentNode,
  GraphQLError,
  type GraphQLSchema,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import { CAMERA_TOKEN_MAY_READ } from '../policy/policyTable.ts';
import { cameraViewer, type Viewer } from '../policy/viewer.ts';
import type { Services } from './context.ts';

// DESIGN §12: a location's camera agent signs in to graphql-ws with `connectionParams.cameraToken`
// (made by an admin in the location editor, schema/cameraToken.ts). The socket's viewer is then the
// camera of that location, which may subscribe to its live game and read nothing else.

/** Tokens read `kc_` and 43 base64url characters (32 random bytes). */
const TOKEN_PREFIX = 'kc_';
const MAX_TOKEN_LENGTH = 100;

export const newCameraToken = () => `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
export const hashCameraToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
/** What the admin area shows to recognise a token: its first characters. */
export const cameraTokenStart = (token: string) => token.slice(0, TOKEN_PREFIX.length + 4);

/** The token a socket's connection params carry: undefined without one, null for a malformed one. */
export function cameraTokenOf(
  params: Readonly<Record<string, unknown>> | undefined,
): string | null | undefined {
  const token = params?.cameraToken;
  if (token === undefined) return undefined;
  return typeof token === 'string' && token.length <= MAX_TOKEN_LENGTH && token.startsWith(TOKEN_PREFIX)
    ? token
    : null;
}

/** The camera viewer of a token that is still valid, else null (revoked, replaced, location gone). */
export async function viewerOfCameraToken(services: Services, token: string | null): Promise<Viewer | null> {
  if (!token) return null;
  const found = await locationOfCameraToken(services.db, hashCameraToken(token));
  return found ? cameraViewer(found.orgId, found.locationId) : null;
}

export const CAMERA_MAY_ONLY =
  'A camera token may only subscribe to liveGameChanged of its location (its game and goals)';
const allowed = new Set(CAMERA_TOKEN_MAY_READ);

/**
 * Refuses a document a camera may not run, before it runs: every operation must be a subscription
 * and every field one of CAMERA_TOKEN_MAY_READ (fragments included). Its own location is checked
 * where the subscription starts (schema/liveGameSubscriptions.ts).
 */
export function cameraMayNotRun(schema: GraphQLSchema, document: DocumentNode): GraphQLError | null {
  const refuse = () => new GraphQLError(CAMERA_MAY_ONLY, { extensions: { code: 'FORBIDDEN' } });
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (operations.length === 0 || operations.some((o) => o.operation !== 'subscription')) return refuse();
  const typeInfo = new TypeInfo(schema);
  let outside = false;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        if (node.name.value === '__typename') return;
        const parent = typeInfo.getParentType();
        if (!parent || !allowed.has(`${parent.name}.${node.name.value}`)) outside = true;
      },
    }),
  );
  return outside ? refuse() : null;
}
