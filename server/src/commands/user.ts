import {
  GLOBAL_ORG,
  INSTALLATION_STREAM_ID,
  USER_STREAM,
  type UserEvent,
  user,
  userStreamId,
} from '@kicker/events';
import { type Aggregate, type CommandDeps, declareCommand, systemActor } from './command.ts';
import { runCommand } from './pipeline.ts';
import { changeInstallationAdmin } from './roles.ts';

// Accounts live in better-auth's tables; what the league must remember about them is a stream per
// user (its e-mail confirmed by an admin) and the installation's first claim.

const userAggregate: Aggregate<user.UserState, UserEvent> = {
  streamType: USER_STREAM,
  initialState: user.initialState,
  evolve: user.evolve,
};

/**
 * An admin confirms a user's e-mail address: the event and better-auth's flag commit together.
 * Who may is a rule about the user (the policy's `canAdministerUser`), which the mutation asks.
 */
export const markEmailVerified = declareCommand({
  name: 'markEmailVerified',
  aggregate: userAggregate,
  stream: ({ userId }: { userId: string }) => ({ orgId: GLOBAL_ORG, streamId: userStreamId(userId) }),
  capability: null,
  // better-auth owns the flag: read under the user stream's lock, so of two admins confirming at
  // once the second finds it set and records nothing.
  load: async (tx, { userId }) => {
    const row = await tx
      .selectFrom('user')
      .select('emailVerified')
      .where('id', '=', userId)
      .executeTakeFirst();
    return Boolean(row?.emailVerified);
  },
  decide: ({ userId }, state, alreadyVerified) =>
    user.decide({ type: 'MarkEmailVerified', userId, alreadyVerified }, state),
  inTransaction: async (tx, { userId }) => {
    await tx
      .updateTable('user')
      .set({ emailVerified: true, updatedAt: new Date() })
      .where('id', '=', userId)
      .execute();
  },
  changes: ({ userId }) => [{ orgId: GLOBAL_ORG, topic: 'user', ids: [userId] }],
});

const installationClaim: Aggregate<{ claimed: boolean }, UserEvent> = {
  streamType: 'installation',
  initialState: { claimed: false },
  evolve: () => ({ claimed: true }),
};

/** The installation's first user claims it: exactly one claim, however many sign up at once. */
const claim = declareCommand({
  name: 'claimInstallation',
  aggregate: installationClaim,
  stream: (_: { userId: string }) => ({ orgId: GLOBAL_ORG, streamId: INSTALLATION_STREAM_ID }),
  capability: null,
  decide: ({ userId }, state): UserEvent[] =>
    state.claimed ? [] : [{ type: 'InstallationClaimed', data: { userId } }],
});

/**
 * The first user of an empty installation becomes its installation admin. Simultaneous first
 * sign-ups take turns on the claim's stream: the first records it, the others find it taken.
 * Returns true when this user won. (They administer an organisation once they create one.)
 */
export async function claimInstallation(deps: CommandDeps, userId: string): Promise<boolean> {
  const claimed = await runCommand(deps, claim, { userId }, systemActor(userId));
  if (!('events' in claimed) || claimed.events.length === 0) return false;
  await runCommand(
    deps,
    changeInstallationAdmin,
    { userId, appointed: true, actorId: userId },
    systemActor(userId),
  );
  return true;
}
