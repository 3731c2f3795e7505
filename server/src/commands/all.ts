import type { CommandDeclaration } from './command.ts';
import { changeConfig, changeDefaultDepartments } from './config.ts';
import { sendFeedback } from './feedback.ts';
import { endIdleLiveGame, runLiveGame, startLiveGame } from './live.ts';
import { deleteMatch, recordMatch, restoreMatch } from './match.ts';
import { changeOrganisation, joinByInvitation, openOrganisation } from './organisation.ts';
import {
  addPlayer,
  changePlayerProfile,
  claimPlayer,
  createPlayer,
  deletePlayer,
  managePlayer,
  setPlayerDisabled,
  setPlayerHost,
} from './player.ts';
import { changeInstallationAdmin, changeRole } from './roles.ts';
import { changeRules } from './rules.ts';
import { changeSeasons } from './season.ts';
import {
  correctTourneyScore,
  createTourney,
  deleteTourney,
  joinTourney,
  launchTourney,
  removeTourneyParticipant,
  resetTourneyPlan,
  scoreTourneyMatch,
} from './tourney.ts';
import { markEmailVerified } from './user.ts';
import { votePlayerSelection } from './vote.ts';

/**
 * Every command users send (the system's own — the installation's claim, the legacy-roles marker —
 * are left out). server/test/contention.int.test.ts runs each under contention and fails for one
 * that has no case there, as the policy suite does for a field without a row.
 */
// biome-ignore lint/suspicious/noExplicitAny: each declaration keeps its own types
export const USER_COMMANDS: readonly CommandDeclaration<any, any, any, any>[] = [
  changeConfig,
  changeDefaultDepartments,
  sendFeedback,
  startLiveGame,
  runLiveGame,
  endIdleLiveGame,
  recordMatch,
  deleteMatch,
  restoreMatch,
  openOrganisation,
  changeOrganisation,
  joinByInvitation,
  createPlayer,
  claimPlayer,
  changePlayerProfile,
  addPlayer,
  managePlayer,
  setPlayerDisabled,
  setPlayerHost,
  deletePlayer,
  changeRole,
  changeInstallationAdmin,
  changeRules,
  changeSeasons,
  createTourney,
  joinTourney,
  removeTourneyParticipant,
  launchTourney,
  scoreTourneyMatch,
  correctTourneyScore,
  resetTourneyPlan,
  deleteTourney,
  markEmailVerified,
  votePlayerSelection,
];
