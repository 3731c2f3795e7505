import { randomUUID } from 'node:crypto';
import {
  isDomainError,
  ORGANISATION_STREAM,
  type OrganisationEvent,
  organisation,
  organisationStreamId,
} from '@kicker/events';
import { type CommandDeps, execute } from './execute.ts';
import { ratingsLock } from './ratingsLock.ts';
import { changeRole } from './roles.ts';

/** Who runs a command, and the command id a client gave it (with what it was used for). */
export interface Actor {
  userId: string;
  commandId?: string | null;
  /** A hash of user, kind of command and input: a retry has the same one (schema/shared.ts). */
  commandFingerprint?: string | null;
}

export function runOrganisationCommand(
  deps: CommandDeps,
  organisationId: string,
  command: organisation.OrganisationCommand,
  actor: Actor,
) {
  return execute<organisation.OrganisationState, OrganisationEvent>(deps, {
    orgId: organisationId,
    streamId: organisationStreamId(organisationId),
    streamType: ORGANISATION_STREAM,
    actor: actor.userId,
    commandId: actor.commandId,
    commandFingerprint: actor.commandFingerprint,
    // Its time zone decides the challenges and weekdays of matches (ratingsLock.ts).
    serialiseOn: ratingsLock(organisationId),
    initialState: organisation.initialState,
    evolve: organisation.evolve,
    decide: (state) => organisation.decide(command, state),
    changes: () => [{ orgId: organisationId, topic: 'organisation', ids: [organisationId] }],
  });
}

/**
 * DESIGN §11: an installation admin creates an organisation and appoints its first admin:
 * themselves (they may grant admin to someone else and step back). Two commands: if the grant
 * failed, a retry with the same command id reaches the same organisation (creating it again
 * appends nothing) and grants it then.
 */
export async function createOrganisation(
  deps: CommandDeps,
  input: Omit<
    Extract<organisation.OrganisationCommand, { type: 'CreateOrganisation' }>,
    'type' | 'organisationId'
  >,
  actor: Actor,
  organisationId: string = randomUUID(),
) {
  const created = await runOrganisationCommand(
    deps,
    organisationId,
    { type: 'CreateOrganisation', organisationId, ...input },
    actor,
  );
  if (isDomainError(created)) return created;
  const granted = await changeRole(
    deps,
    organisationId,
    { userId: actor.userId, role: 'admin', granted: true, mayChangeRoles: true },
    { userId: actor.userId },
  );
  return isDomainError(granted) ? granted : created;
}
