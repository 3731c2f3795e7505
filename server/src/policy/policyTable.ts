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
/** Verified members: their player plays there or they hold a grant there (not an API key). */
const MEMBERS: Persona[] = ['player', 'host', 'moderator', 'admin', 'analyst'];
const MODERATES: Persona[] = ['moderator', 'admin'];
const ADMINS: Persona[] = ['admin'];
const INSTALLATION: Persona[] = ['installationAdmin'];
const NOBODY: Persona[] = [];

const orgAdmins = { own: ADMINS, other: NOBODY };
const orgModerators = { own: MODERATES, other: NOBODY };
/** A member's account and roles: the organisation's admins, and installation admins anywhere. */
const peopleAdmins = { own: [...ADMINS, 'installationAdmin'] as Persona[], other: INSTALLATION };

/**
 * DESIGN §12: what a location's camera agent may read with its token (graphql-ws
 * `connectionParams.cameraToken`): the live game of its own location, goal by goal, and nothing
 * else, not even the players' names. Any other field is refused before it runs
 * (graphql/cameraSocket.ts); server/test/cameraToken.int.test.ts walks the schema against this list.
 */
export const CAMERA_TOKEN_MAY_READ: readonly string[] = [
  'Subscription.liveGameChanged',
  'LiveGame.id',
  'LiveGame.status',
  'LiveGame.isIdle',
  'LiveGame.mode',
  'LiveGame.scoreBlacks',
  'LiveGame.scoreWhites',
  'LiveGame.startedAt',
  'LiveGame.goals',
  'LiveGoal.side',
  'LiveGoal.source',
  'LiveGoal.at',
];

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
  // Issue 28: whoever holds an invitation link sees which organisation it is for.
  'Query.invitation': { any: EVERYONE },
  // Fields below the root that a role guards.
  'Organisation.auditLog': orgModerators,
  'Location.liveGame': { own: SEES_OWN, other: NOBODY },
  // Live games at the table (issue 15): what whoever sees the organisation sees.
  'Location.liveScoring': { own: SEES_OWN, other: NOBODY },
  'LiveGame.stakes': { own: SEES_OWN, other: NOBODY },
  'Match.goals': { own: SEES_OWN, other: NOBODY },
  // Recording a match from a live game: the recording player's organisation's game only.
  'RecordMatchInput.liveGameId': { own: PLAYS, other: NOBODY },
  'User.email': { own: [...MODERATES, 'installationAdmin'], other: INSTALLATION },
  // Cameras (DESIGN §12): the organisation's members watch them (not a public league's visitors);
  // admins see the agent's token (never the token itself).
  'Location.cameraPath': { own: MEMBERS, other: NOBODY },
  'Location.cameraToken': orgAdmins,
  // Issue 29: the camera's internal address, for the organisation's admins only.
  'Location.cameraHost': orgAdmins,
  // Issue 28: the invitation link and who waits for verification, for the organisation's admins.
  'Organisation.invitation': orgAdmins,
  'Organisation.waitingForVerification': orgAdmins,
  // SPEC §2 Feedback through the app's own form: admins and moderators read it.
  'Organisation.feedback': orgModerators,
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
  // Issue 28: who may reset the plan may correct one decided score instead.
  'Mutation.correctTourneyScore': orgAdmins,
  'Mutation.deleteTourney': orgAdmins,
  'Mutation.joinTourney': { own: ['player', 'moderator', 'admin'], other: NOBODY },
  'Mutation.scoreTourneyMatch': { own: PLAYS, other: NOBODY },
  // Live games (DESIGN §12): the organisation's players run them, as they record matches; a game
  // starts at a location of your own player's organisation.
  'Mutation.startLiveGame': { any: PLAYS },
  'Mutation.scoreLiveGoal': { own: PLAYS, other: NOBODY },
  'Mutation.undoLiveGoal': { own: PLAYS, other: NOBODY },
  'Mutation.abandonLiveGame': { own: PLAYS, other: NOBODY },
  // The camera agent's token of a location (DESIGN §12).
  'Mutation.createInvitation': orgAdmins,
  'Mutation.revokeInvitation': orgAdmins,
  // Anyone signed in to the app who holds a valid link joins its organisation (not an API key).
  'Mutation.joinOrganisation': { any: SIGNED_IN.filter((p) => p !== 'apiKey') },
  'Mutation.createCameraToken': orgAdmins,
  'Mutation.revokeCameraToken': orgAdmins,
  // Feedback (SPEC §2): members write through the app's form or sign in to the organisation's tool.
  'Mutation.sendFeedback': { own: MEMBERS, other: NOBODY },
  'Mutation.generateCustomToken': { own: MEMBERS, other: NOBODY },
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
