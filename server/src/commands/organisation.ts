import { randomUUID } from 'node:crypto';
import {
  ORGANISATION_STREAM,
  type OrganisationEvent,
  organisation,
  organisationStreamId,
} from '@kicker/events';
import { type CommandDeps, execute } from './execute.ts';
import { ratingsLock } from './ratingsLock.ts';

export interface Actor {
  userId: string;
  commandId?: string | null;
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
    // Its time zone decides the challenges and weekdays of matches (ratingsLock.ts).
    serialiseOn: ratingsLock(organisationId),
    initialState: organisation.initialState,
    evolve: organisation.evolve,
    decide: (state) => organisation.decide(command, state),
    changes: () => [{ orgId: organisationId, topic: 'organisation', ids: [organisationId] }],
  });
}

export function createOrganisation(
  deps: CommandDeps,
  input: Omit<
    Extract<organisation.OrganisationCommand, { type: 'CreateOrganisation' }>,
    'type' | 'organisationId'
  >,
  actor: Actor,
) {
  const organisationId = randomUUID();
  return runOrganisationCommand(
    deps,
    organisationId,
    { type: 'CreateOrganisation', organisationId, ...input },
    actor,
  );
}
