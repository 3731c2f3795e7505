import { encodeGlobalID } from '@pothos/plugin-relay';

// One module for global ids (DESIGN §7). A node's global id is Relay's base64 of
// `<Type>:<key>`; the key of a node that lives in an organisation is `<orgId>:<its id>`
// (Player, Match, Season), of the others their own id (Organisation, User). Pothos encodes and
// decodes ids of `t.globalID` arguments and `id` fields itself; code that builds or reads one by
// hand uses these.

/** The key of a node inside an organisation. */
export const orgKey = (orgId: string, id: string | number): string => `${orgId}:${id}`;

/** A key made by orgKey, split at its first colon (ids inside an organisation have none). */
export function splitOrgKey(key: string): { orgId: string; id: string } {
  const at = key.indexOf(':');
  return at < 0 ? { orgId: key, id: '' } : { orgId: key.slice(0, at), id: key.slice(at + 1) };
}

/**
 * The key of a player's statistics in one season, `<orgId>:<season>:<playerId>`; no season (an
 * empty one in the key) means the organisation's current season.
 */
export const seasonPlayerKey = (orgId: string, season: number | null | undefined, playerId: string) =>
  orgKey(orgId, `${season ?? ''}:${playerId}`);

/** A key made by seasonPlayerKey, split again. */
export function splitSeasonPlayerKey(key: string): {
  orgId: string;
  season: number | null;
  playerId: string;
} {
  const { orgId, id } = splitOrgKey(key);
  const at = id.indexOf(':');
  return { orgId, season: at > 0 ? Number(id.slice(0, at)) : null, playerId: id.slice(at + 1) };
}

export const globalIds = {
  player: (orgId: string, playerId: string) => encodeGlobalID('Player', orgKey(orgId, playerId)),
  match: (orgId: string, matchId: string) => encodeGlobalID('Match', orgKey(orgId, matchId)),
  season: (orgId: string, number: number) => encodeGlobalID('Season', orgKey(orgId, number)),
  tourney: (orgId: string, tourneyId: string) => encodeGlobalID('Tourney', orgKey(orgId, tourneyId)),
  organisation: (orgId: string) => encodeGlobalID('Organisation', orgId),
  playerSelectionVotes: (orgId: string) => encodeGlobalID('PlayerSelectionVotes', orgId),
};
