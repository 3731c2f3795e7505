// DESIGN §11: who may call what, written down once per field. The generated authorisation suite
// (server/test/policy.int.test.ts) calls every query, mutation and subscription as each persona,
// against the persona's own organisation and another one, and expects exactly this. A field
// without a row fails that test, so a new field cannot ship without a decision here.
//
// The personas, as the suite sets them up:
// - anonymous: nobody signed in.
// - unverified: a player of the organisation whose e-mail address is not verified.
// - newcomer: signed in and verified, no player, no role anywhere.
// - player, host: their claimed player is in the organisation (host: marked host).
// - moderator, admin: players of the organisation holding that grant there.
// - analyst: the analyst grant there, no player, signed in to the app.
// - apiKey: the analyst's API key for the organisation (x-api-key).
// - installationAdmin: an installation admin with no role and no player in either organisation.
// "own" is that organisation (private); "other" is another private one where they have nothing.

export const PERSONAS = [
  'anonymous',
  'unverified',
  'newcomer',
  'player',
  'host',
  'moderator',
  'admin',
  'analyst',
  'apiKey',
  'installationAdmin',
] as const;
export type Persona = (typeof PERSONAS)[number];

/** Allowed personas, against their own organisation and against another one. */
export type FieldPolicy =
  | { own: readonly Persona[]; other: readonly Persona[] }
  | { any: readonly Persona[] };

const EVERYONE = PERSONAS;
const SIGNED_IN: Persona[] = PERSONAS.filter((p) => p !== 'anonymous');
/** Signed in to the app with a verified e-mail (API keys are not the app). */
const VERIFIED: Persona[] = [
  'newcomer',
  'player',
  'host',
  'moderator',
  'admin',
  'analyst',
  'installationAdmin',
];
/** Who sees a private organisation: its players (verified or not), its grants, its key. */
const SEES_OWN: Persona[] = ['unverified', 'player', 'host', 'moderator', 'admin', 'analyst', 'apiKey'];
const SEES_OWN_SIGNED_IN = SEES_OWN;
/** Verified players of the organisation (grants come on top of a player here). */
const PLAYS: Persona[] = ['player', 'host', 'moderator', 'admin'];
const MODERATES: Persona[] = ['moderator', 'admin'];
const ADMINS: Persona[] = ['admin'];
const INSTALLATION: Persona[] = ['installationAdmin'];
const NOBODY: Persona[] = [];

const orgAdmins = { own: ADMINS, other: NOBODY };
const orgModerators = { own: MODERATES, other: NOBODY };
/** A member's account and roles: the organisation's admins, and installation admins anywhere. */
const peopleAdmins = { own: [...ADMINS, 'installationAdmin'] as Persona[], other: INSTALLATION };

export const POLICY_TABLE: Readonly<Record<string, FieldPolicy>> = {
  // Queries
  'Query.viewer': { any: EVERYONE },
  'Query.apiKeys': { any: VERIFIED },
  'Query.defaultDepartments': { any: SIGNED_IN },
  'Query.projections': { any: INSTALLATION },
  'Query.node': { own: SEES_OWN, other: NOBODY },
  'Query.nodes': { own: SEES_OWN, other: NOBODY },
  'Query.organisation': { own: SEES_OWN, other: NOBODY },
  'Query.organisations': { own: SEES_OWN, other: NOBODY },
  'Query.nicknameAvailable': { own: SEES_OWN_SIGNED_IN, other: NOBODY },
  'Query.users': orgModerators,
  // Fields below the root that a role guards.
  'Organisation.auditLog': orgModerators,
  'Location.liveGame': { own: SEES_OWN, other: NOBODY },
  'User.email': { own: [...MODERATES, 'installationAdmin'], other: INSTALLATION },
  // Capability fields: for whom the field says yes. Each agrees with the mutation it offers.
  'Viewer.viewerCanCreateOrganisation': { any: INSTALLATION },
  'Viewer.viewerCanEditDefaultDepartments': { any: INSTALLATION },
  'Viewer.viewerCanRebuildReadModels': { any: INSTALLATION },
  'Viewer.viewerCanAppointInstallationAdmins': { any: INSTALLATION },
  'Viewer.viewerCanSeeNewcomers': { any: INSTALLATION },
  // Installation admins may change roles anywhere, but see no organisation they have no role in.
  'Organisation.viewerCanChangeRoles': orgAdmins,
  'User.viewerCanGrant': peopleAdmins,
  'User.viewerCanRevoke': peopleAdmins,
  'User.viewerCanMarkEmailVerified': peopleAdmins,
  'User.viewerCanChangeInstallationAdmin': { any: INSTALLATION },

  // Mutations: the organisation's own data
  'Mutation.updateOrganisation': orgAdmins,
  'Mutation.addLocation': orgAdmins,
  'Mutation.updateLocation': orgAdmins,
  'Mutation.removeLocation': orgAdmins,
  'Mutation.addDepartment': orgAdmins,
  'Mutation.removeDepartment': orgAdmins,
  'Mutation.createSeason': orgAdmins,
  'Mutation.updateSeason': orgAdmins,
  'Mutation.updateLeagueConfig': orgAdmins,
  'Mutation.updateRankLadder': orgAdmins,
  'Mutation.updateRules': orgModerators,
  'Mutation.restoreDefaultRules': orgModerators,
  'Mutation.addPlayer': orgModerators,
  'Mutation.managePlayer': orgModerators,
  'Mutation.setPlayerDisabled': orgModerators,
  'Mutation.setPlayerHost': orgAdmins,
  'Mutation.deletePlayer': orgAdmins,
  'Mutation.deleteMatch': { own: PLAYS, other: NOBODY },
  'Mutation.restoreMatch': orgModerators,
  // Tourneys (SPEC §6): moderators create, admins run them, players (not hosts) join, players and
  // moderators enter scores at the table.
  'Mutation.createTourney': orgModerators,
  'Mutation.launchTourney': orgAdmins,
  'Mutation.removeTourneyParticipant': orgAdmins,
  'Mutation.resetTourneyPlan': orgAdmins,
  'Mutation.deleteTourney': orgAdmins,
  'Mutation.joinTourney': { own: ['player', 'moderator', 'admin'], other: NOBODY },
  'Mutation.scoreTourneyMatch': { own: PLAYS, other: NOBODY },
  // Live games (DESIGN §12): the organisation's players run them, as they record matches; a game
  // starts at a location of your own player's organisation.
  'Mutation.startLiveGame': { any: PLAYS },
  'Mutation.scoreLiveGoal': { own: PLAYS, other: NOBODY },
  'Mutation.undoLiveGoal': { own: PLAYS, other: NOBODY },
  'Mutation.abandonLiveGame': { own: PLAYS, other: NOBODY },
  // People and keys
  'Mutation.setUserRole': peopleAdmins,
  'Mutation.markEmailVerified': peopleAdmins,
  'Mutation.createApiKey': { own: ['admin', 'analyst'], other: NOBODY },
  'Mutation.revokeApiKey': peopleAdmins,
  // Joining: any organisation you can see, once (a second player is a conflict, not a refusal).
  'Mutation.createPlayer': { own: ['player', 'host', 'moderator', 'admin', 'analyst'], other: NOBODY },
  'Mutation.claimPlayer': { own: ['player', 'host', 'moderator', 'admin', 'analyst'], other: NOBODY },
  // Your own player and organisation
  'Mutation.updatePlayer': { any: PLAYS },
  'Mutation.recordMatch': { any: PLAYS },
  'Mutation.votePlayerSelection': { any: PLAYS },
  // Open to anyone in the app (SPEC: sendErrorMessage needs no sign-in); keys change nothing.
  'Mutation.reportError': { any: EVERYONE.filter((p) => p !== 'apiKey') },
  // The installation
  'Mutation.createOrganisation': { any: INSTALLATION },
  'Mutation.updateDefaultDepartments': { any: INSTALLATION },
  'Mutation.rebuildProjection': { any: INSTALLATION },
  'Mutation.setInstallationAdmin': { any: INSTALLATION },

  // Subscriptions
  'Subscription.organisationChanged': { own: SEES_OWN, other: NOBODY },
  'Subscription.matchRecorded': { own: SEES_OWN_SIGNED_IN, other: NOBODY },
  'Subscription.matchDeleted': { own: SEES_OWN_SIGNED_IN, other: NOBODY },
  'Subscription.matchRestored': { own: SEES_OWN_SIGNED_IN, other: NOBODY },
  'Subscription.playerSelectionVotesChanged': { own: SEES_OWN_SIGNED_IN, other: NOBODY },
  'Subscription.projectionRebuilt': { any: INSTALLATION },
  'Subscription.tourneyChanged': { own: SEES_OWN, other: NOBODY },
  'Subscription.tourneysChanged': { own: SEES_OWN, other: NOBODY },
  'Subscription.liveGameChanged': { own: SEES_OWN, other: NOBODY },
};
