import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// The requests of bench/load's mixed workload, as the client sends them: the persisted document ids
// that relay-compiler wrote into the client's artifacts (what the browser posts, so the instances
// run in production mode, which accepts nothing else), with the variables the client's routes give.
// Shared by the bench (its set-up and checks) and the load generator's own process.

export const READS = ['season', 'history', 'profile'] as const;
export const WRITES = ['record', 'delete', 'restore'] as const;
export type Kind = (typeof READS)[number] | (typeof WRITES)[number];
export const KINDS: readonly Kind[] = [...READS, ...WRITES];

/** What a kind of request shows in the client (the screen or the action). */
export const KIND_NAMES: Record<Kind, string> = {
  season: 'season table (SeasonPageQuery)',
  history: 'match history (HistoryPageQuery)',
  profile: 'player profile (ProfilePageQuery)',
  record: 'recordMatch (AddGameRecordMatchMutation)',
  delete: 'deleteMatch (useDeleteMatchMutation)',
  restore: 'restoreMatch (useRestoreMatchMutation)',
};

const ARTIFACTS: Record<Kind, string> = {
  season: 'stats/__generated__/SeasonPageQuery.graphql.ts',
  history: 'games/__generated__/HistoryPageQuery.graphql.ts',
  profile: 'profile/__generated__/ProfilePageQuery.graphql.ts',
  record: 'games/__generated__/AddGameRecordMatchMutation.graphql.ts',
  delete: 'games/__generated__/useDeleteMatchMutation.graphql.ts',
  restore: 'games/__generated__/useRestoreMatchMutation.graphql.ts',
};

export interface Document {
  id: string;
  operationName: string;
}

/** The persisted id of each kind's document, read from the client's artifact (its @relayRequestID). */
export function clientDocuments(): Record<Kind, Document> {
  const features = path.join(import.meta.dirname, '../../client/src/features');
  const entries = KINDS.map((kind): [Kind, Document] => {
    const file = path.join(features, ARTIFACTS[kind]);
    const id = fs.readFileSync(file, 'utf8').match(/@relayRequestID ([0-9a-f]+)/)?.[1];
    if (!id) throw new Error(`${file} has no @relayRequestID (run pnpm relay)`);
    return [kind, { id, operationName: path.basename(file, '.graphql.ts') }];
  });
  return Object.fromEntries(entries) as Record<Kind, Document>;
}

/** An organisation as the load sees it: its user's cookie, its players, its matches. */
export interface LoadClub {
  cookie: string;
  /** Global ids of its players; the first is the signed-in user's own. */
  players: string[];
  /** Global ids of matches recorded and not deleted (candidates for deleteMatch). */
  live: string[];
  /** Global ids of matches this load deleted (restored next). */
  deleted: string[];
}

export interface Request {
  kind: Kind;
  body: string;
  /** For the answer's check: the player asked for, the match changed. */
  subject: string | null;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** A new valid match between the organisation's players: 1 vs 1 or 2 vs 2, a random result. */
export function recordInput(players: readonly string[]) {
  const shuffled = [...players].sort(() => Math.random() - 0.5);
  const mode = Math.random() < 0.5 ? 1 : 2;
  const [w1, b1, w2, b2] = shuffled;
  const loser = Math.floor(Math.random() * 6);
  const whitesWin = Math.random() < 0.5;
  return {
    commandId: randomUUID(),
    mode,
    whites: mode === 1 ? { defense: w1 } : { defense: w1, offense: w2 },
    blacks: mode === 1 ? { defense: b1 } : { defense: b1, offense: b2 },
    scoreWhites: whitesWin ? 6 : loser,
    scoreBlacks: whitesWin ? loser : 6,
    sixInARow: false,
  };
}

/** The request body of one kind for this organisation; `matchId` for delete and restore. */
export function requestFor(
  docs: Record<Kind, Document>,
  kind: Kind,
  club: LoadClub,
  matchId: string | null = null,
): Request {
  const body = (variables: Record<string, unknown>, subject: string | null = null): Request => ({
    kind,
    body: JSON.stringify({ doc_id: docs[kind].id, operationName: docs[kind].operationName, variables }),
    subject,
  });
  switch (kind) {
    case 'season':
      return body({ org: null, season: null, asOf: null });
    case 'history':
      return body({});
    case 'profile': {
      // One in four opens /profile (the viewer's own player), the others a team mate's page.
      if (Math.random() < 0.25) return body({ id: '', own: true, season: null }, club.players[0]!);
      const id = pick(club.players);
      return body({ id, own: false, season: null }, id);
    }
    case 'record':
      return body({ input: recordInput(club.players) });
    case 'delete':
    case 'restore':
      return body({ input: { matchId } }, matchId);
  }
}

type Json = Record<string, unknown> | null | undefined;
const at = (value: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>((v, k) => (v as Json)?.[k], value);

/**
 * Why the answer to `request` is not what the client needs (a GraphQL error, a refusal, missing
 * data), or null when it is; on a recorded match, `recorded` gets its id.
 */
export function answerProblem(
  request: Request,
  answer: unknown,
  recorded?: (id: string) => void,
): string | null {
  if (at(answer, 'errors')) return `errors: ${JSON.stringify(at(answer, 'errors')).slice(0, 300)}`;
  const data = at(answer, 'data');
  const wrong = (what: string) => `${request.kind}: ${what} in ${JSON.stringify(data).slice(0, 300)}`;
  switch (request.kind) {
    case 'season':
      return Array.isArray(at(data, 'viewer', 'statsOrganisation', 'season', 'one', 'entries'))
        ? null
        : wrong('no season table');
    case 'history':
      return Array.isArray(at(data, 'viewer', 'organisation', 'matches', 'edges'))
        ? null
        : wrong('no matches');
    case 'profile': {
      const player = at(data, 'node') ?? at(data, 'viewer', 'player');
      return at(player, 'id') === request.subject ? null : wrong(`not the player ${request.subject}`);
    }
    case 'record': {
      const id = at(data, 'recordMatch', 'match', 'id');
      if (at(data, 'recordMatch', '__typename') !== 'RecordMatchPayload' || typeof id !== 'string')
        return wrong('not recorded');
      recorded?.(id);
      return null;
    }
    case 'delete':
      return at(data, 'deleteMatch', '__typename') === 'DeleteMatchPayload' ? null : wrong('not deleted');
    case 'restore':
      return at(data, 'restoreMatch', '__typename') === 'RestoreMatchPayload' &&
        at(data, 'restoreMatch', 'match', 'isDeleted') === false
        ? null
        : wrong('not restored');
  }
}
