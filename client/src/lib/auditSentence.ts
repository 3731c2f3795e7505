import { format, isValid } from 'date-fns';

// Issue 28: the audit log in words ("Anna recorded 6:3 against Tornado"); the raw event stays one
// tap away. A type without its own sentence says what happened in the words of its name.

export interface AuditEntryView {
  readonly type: string;
  readonly actorName?: string | null;
  readonly data: string;
  readonly match?: {
    readonly scoreWinner: number;
    readonly scoreLoser: number;
    readonly winners: readonly { readonly name: string }[];
    readonly losers: readonly { readonly name: string }[];
  } | null;
}

type Data = Record<string, unknown>;
const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
const day = (value: unknown) => {
  const date = new Date(text(value));
  return isValid(date) ? format(date, 'yyyy-MM-dd HH:mm') : text(value);
};
const names = (people: readonly { readonly name: string }[]) => people.map((p) => p.name).join(' & ');

/** What each event did, after its actor's name ("recorded 6:3 against Tornado"). */
const DID: Record<string, (d: Data, match: AuditEntryView['match']) => string> = {
  MatchRecorded: (_, m) =>
    m
      ? `recorded ${names(m.winners)} ${m.scoreWinner}:${m.scoreLoser} against ${names(m.losers)}`
      : 'recorded a match',
  MatchDeleted: (_, m) =>
    m
      ? `deleted the match ${names(m.winners)} ${m.scoreWinner}:${m.scoreLoser} against ${names(m.losers)}`
      : 'deleted a match',
  MatchRestored: (_, m) =>
    m
      ? `restored the match ${names(m.winners)} ${m.scoreWinner}:${m.scoreLoser} against ${names(m.losers)}`
      : 'restored a match',
  PlayerCreated: (d) => `created the player ${text(d.nickname)}`,
  PlayerClaimed: (d) => `claimed the player ${text(d.nickname) || text(d.playerId)}`,
  PlayerDeleted: () => 'deleted a player',
  PlayerDisabled: () => 'disabled a player',
  PlayerEnabled: () => 'enabled a player',
  OrganisationCreated: (d) => `created the organisation ${text(d.name)}`,
  OrganisationDetailsChanged: (d) => `changed the organisation's details (${text(d.name)})`,
  LocationAdded: (d) => `added the location ${text(d.name)}`,
  LocationChanged: (d) => `changed the location ${text(d.name)}`,
  LocationRemoved: () => 'removed a location',
  DepartmentAdded: (d) => `added the department ${text(d.name)}`,
  DepartmentRemoved: (d) => `removed the department ${text(d.name)}`,
  CameraTokenIssued: () => 'made a camera token',
  CameraTokenRevoked: () => 'revoked a camera token',
  InvitationCreated: (d) => `made an invitation link, valid until ${day(d.expiresAt)}`,
  InvitationRevoked: () => 'revoked the invitation link',
  MemberJoined: (d) =>
    `joined through the invitation link${d.emailVerified ? ' (the link confirmed the e-mail address)' : ''}`,
  SeasonCreated: (d) => `created season ${text(d.number)} (${day(d.startsOn)} to ${day(d.endsOn)})`,
  SeasonDatesChanged: (d) => `changed the dates of season ${text(d.number)}`,
  RulesChanged: () => 'changed the rules',
  RoleGranted: (d) => `granted the role ${text(d.role)}`,
  RoleRevoked: (d) => `revoked the role ${text(d.role)}`,
  TourneyCreated: (d) => `created the tourney ${text(d.name)}`,
  TourneyJoined: () => 'joined a tourney',
  TourneyLaunched: () => 'started a tourney',
  TourneyMatchScored: (d) =>
    `entered ${text(d.scoreHome)}:${text(d.scoreAway)} in tourney match ${text(d.matchId)}`,
  TourneyScoreCorrected: (d) =>
    `corrected tourney match ${text(d.matchId)} to ${text(d.scoreHome)}:${text(d.scoreAway)}`,
  TourneyPlanReset: () => 'reset a tourney plan',
  TourneyDeleted: () => 'deleted a tourney',
};

/** "RankLadderChanged" → "rank ladder changed". */
export const typeInWords = (type: string) =>
  type
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();

/** The entry as one sentence: who, then what. */
export function auditSentence(entry: AuditEntryView): string {
  const who = entry.actorName ?? 'The system';
  let data: Data = {};
  try {
    const parsed = JSON.parse(entry.data) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) data = parsed as Data;
  } catch {}
  const did = DID[entry.type];
  return did ? `${who} ${did(data, entry.match)}` : `${who}: ${typeInWords(entry.type)}`;
}
