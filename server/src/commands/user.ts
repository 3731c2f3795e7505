import {
  ConcurrencyError,
  GLOBAL_ORG,
  INSTALLATION_STREAM_ID,
  USER_STREAM,
  type UserEvent,
  user,
  userStreamId,
} from '@kicker/events';
import { type CommandDeps, execute } from './execute.ts';
import type { Actor } from './organisation.ts';
import { changeInstallationAdmin } from './roles.ts';

/** An admin confirms a user's e-mail address: the event and better-auth's flag commit together. */
export function markEmailVerified(
  deps: CommandDeps,
  input: { userId: string; alreadyVerified: boolean },
  actor: Actor,
) {
  return execute<user.UserState, UserEvent>(deps, {
    orgId: GLOBAL_ORG,
    streamId: userStreamId(input.userId),
    streamType: USER_STREAM,
    actor: actor.userId,
    commandId: actor.commandId,
    commandFingerprint: actor.commandFingerprint,
    initialState: user.initialState,
    evolve: user.evolve,
    decide: (state) => user.decide({ type: 'MarkEmailVerified', ...input }, state),
    inTransaction: async (trx) => {
      await trx
        .updateTable('user')
        .set({ emailVerified: true, updatedAt: new Date() })
        .where('id', '=', input.userId)
        .execute();
    },
    changes: () => [{ orgId: GLOBAL_ORG, topic: 'user', ids: [input.userId] }],
  });
}

/**
 * The first user of an empty installation becomes its installation admin. The claim is an event
 * appended with "no stream expected", so of two simultaneous first sign-ups exactly one wins.
 * Returns true when this user won. (They administer an organisation once they create one.)
 */
export async function claimInstallation(deps: CommandDeps, userId: string): Promise<boolean> {
  try {
    const claimed = await execute<{ claimed: boolean }, UserEvent>(deps, {
      orgId: GLOBAL_ORG,
      streamId: INSTALLATION_STREAM_ID,
      streamType: 'installation',
      actor: userId,
      expect: 'no_stream',
      initialState: { claimed: false },
      evolve: () => ({ claimed: true }),
      decide: (state) => (state.claimed ? [] : [{ type: 'InstallationClaimed', data: { userId } }]),
    });
    if (!('events' in claimed) || claimed.events.length === 0) return false;
  } catch (error) {
    if (error instanceof ConcurrencyError) return false;
    throw error;
  }
  await changeInstallationAdmin(deps, { userId, appointed: true, mayAppoint: true }, { userId });
  return true;
}
