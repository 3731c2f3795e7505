import {
  type ConfigEvent,
  catalogue,
  configEventTypes,
  type FeedbackEvent,
  feedbackEventTypes,
  type LiveGameEvent,
  liveGameEventTypes,
  type MatchEvent,
  matchEventTypes,
  type OrganisationEvent,
  organisationEventTypes,
  type PlayerEvent,
  playerEventTypes,
  type RecordedEvent,
  type RolesEvent,
  type RulesEvent,
  rolesEventTypes,
  rulesEventTypes,
  type SeasonEvent,
  seasonEventTypes,
  type TourneyEvent,
  tourneyEventTypes,
  type UiErrorEvent,
  uiErrorEventTypes,
  type VoteEvent,
  voteEventTypes,
} from '@kicker/events';
import { foldConfig } from './config/config.fold.ts';
import { foldEventStats } from './eventStats/eventStats.fold.ts';
import { foldFeedback } from './feedback/feedback.fold.ts';
import { foldGuestPlayer } from './guests/guests.fold.ts';
import { applyLiveGameEvent } from './liveGames/liveGames.store.ts';
import { applyMatchEvent } from './matches/matchEvents.ts';
import { rebuildMatches } from './matches/rebuildMatches.ts';
import { foldMatchGoals } from './matchGoals/matchGoals.fold.ts';
import { foldOrganisation } from './organisations/organisations.fold.ts';
import { foldPlayer } from './players/players.fold.ts';
import type { FoldProjection, Projection, StatefulProjection } from './projection.ts';
import { foldRoles } from './roles/roles.fold.ts';
import { foldRules } from './rules/rules.fold.ts';
import { seasonFoldTables } from './seasonFold/members.ts';
import { foldSeason } from './seasons/seasons.fold.ts';
import { applyTourneyEvent } from './tourneys/tourneys.store.ts';
import { foldUiErrorReport } from './uiErrors/uiErrors.fold.ts';
import { foldVote } from './votes/votes.fold.ts';

const typesOf = (types: readonly { type: string }[]) => types.map((t) => t.type);

export const organisationsProjection: Projection = {
  name: 'organisations',
  mode: 'inline',
  tables: ['organisations', 'organisation_locations', 'organisation_departments', 'organisation_members'],
  eventTypes: typesOf(organisationEventTypes),
  fold: (e) => foldOrganisation(e as RecordedEvent<OrganisationEvent>),
};

export const seasonsProjection: Projection = {
  name: 'seasons',
  mode: 'inline',
  tables: ['seasons'],
  eventTypes: typesOf(seasonEventTypes),
  fold: (e) => foldSeason(e as RecordedEvent<SeasonEvent>),
};

export const playersProjection: Projection = {
  name: 'players',
  mode: 'inline',
  tables: ['players'],
  eventTypes: typesOf(playerEventTypes),
  fold: (e) => foldPlayer(e as RecordedEvent<PlayerEvent>),
};

export const guestPlayersProjection: Projection = {
  name: 'guestPlayers',
  mode: 'inline',
  tables: ['guest_players'],
  eventTypes: ['PlayerClaimed'],
  fold: (e) => foldGuestPlayer(e as RecordedEvent<PlayerEvent>),
};

export const uiErrorReportsProjection: Projection = {
  name: 'uiErrorReports',
  mode: 'inline',
  tables: ['ui_error_reports'],
  eventTypes: typesOf(uiErrorEventTypes),
  fold: (e) => foldUiErrorReport(e as RecordedEvent<UiErrorEvent>),
};

/** DESIGN §11: grants per organisation and the installation's admins. */
export const rolesProjection: Projection = {
  name: 'roles',
  mode: 'inline',
  tables: ['organisation_roles', 'installation_admins'],
  eventTypes: typesOf(rolesEventTypes),
  fold: (e) => foldRoles(e as RecordedEvent<RolesEvent>),
};

export const configProjection: Projection = {
  name: 'config',
  mode: 'inline',
  tables: ['org_config'],
  eventTypes: typesOf(configEventTypes),
  fold: (e) => foldConfig(e as RecordedEvent<ConfigEvent>),
};

export const rulesProjection: Projection = {
  name: 'rules',
  mode: 'inline',
  tables: ['rules'],
  eventTypes: typesOf(rulesEventTypes),
  fold: (e) => foldRules(e as RecordedEvent<RulesEvent>),
};

/**
 * The match history and every member of the season fold (DESIGN §5/§6: the season table first):
 * inline, so a player sees their match in every table at once.
 */
export const matchesProjection: StatefulProjection = {
  name: 'matches',
  mode: 'inline',
  tables: ['matches', 'deleted_matches', ...seasonFoldTables.map((t) => t.name)],
  eventTypes: typesOf(matchEventTypes),
  apply: (db, e) => applyMatchEvent(db, e as RecordedEvent<MatchEvent>),
  // A full rebuild folds each season once and writes its rows in bulk (same rows).
  rebuildAll: rebuildMatches,
};

/** Issue 15: the goal timeline of each match played live, inline so the answer to recordMatch shows it. */
export const matchGoalsProjection: Projection = {
  name: 'matchGoals',
  mode: 'inline',
  tables: ['match_goals'],
  eventTypes: ['MatchRecorded'],
  fold: (e) => foldMatchGoals(e as RecordedEvent<MatchEvent>),
};

export const playerSelectionVotesProjection: Projection = {
  name: 'playerSelectionVotes',
  mode: 'inline',
  tables: ['player_selection_votes'],
  eventTypes: typesOf(voteEventTypes),
  fold: (e) => foldVote(e as RecordedEvent<VoteEvent>),
};

/** DESIGN §13: one row per tourney, inline so its organiser sees a join or a score at once. */
export const tourneysProjection: StatefulProjection = {
  name: 'tourneys',
  mode: 'inline',
  tables: ['tourneys'],
  eventTypes: typesOf(tourneyEventTypes),
  apply: (db, e) => applyTourneyEvent(db, e as RecordedEvent<TourneyEvent>),
};

/** DESIGN §12: the live game at each location, inline so a goal's answer shows the goal. */
export const liveGamesProjection: StatefulProjection = {
  name: 'liveGames',
  mode: 'inline',
  tables: ['live_games'],
  eventTypes: typesOf(liveGameEventTypes),
  apply: (db, e) => applyLiveGameEvent(db, e as RecordedEvent<LiveGameEvent>),
};

/** SPEC §2 Feedback: the app's own form, inline so the sender's admins see it at once. */
export const feedbackProjection: Projection = {
  name: 'feedback',
  mode: 'inline',
  tables: ['feedback_entries'],
  eventTypes: typesOf(feedbackEventTypes),
  fold: (e) => foldFeedback(e as RecordedEvent<FeedbackEvent>),
};

export const eventStatsProjection: FoldProjection = {
  name: 'eventStats',
  mode: 'catchUp',
  tables: ['event_type_stats'],
  eventTypes: catalogue.typeNames(),
  fold: foldEventStats,
};

export const projections: readonly Projection[] = [
  organisationsProjection,
  seasonsProjection,
  playersProjection,
  guestPlayersProjection,
  rolesProjection,
  uiErrorReportsProjection,
  configProjection,
  rulesProjection,
  matchesProjection,
  matchGoalsProjection,
  playerSelectionVotesProjection,
  tourneysProjection,
  liveGamesProjection,
  feedbackProjection,
  eventStatsProjection,
];

export function projectionNamed(name: string): Projection {
  const found = projections.find((p) => p.name === name);
  if (!found)
    throw new Error(`Unknown projection ${name}. Known: ${projections.map((p) => p.name).join(', ')}`);
  return found;
}
