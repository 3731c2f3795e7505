import { randomUUID } from 'node:crypto';
import {
  GLOBAL_ORG,
  isDomainError,
  ORGANISATION_STREAM,
  type OrganisationEvent,
  organisation,
  organisationStreamId,
} from '@kicker/events';
import { type Actor, type Aggregate, type CommandDeps, declareCommand, ratingsLock } from './command.ts';
import { runCommand } from './pipeline.ts';
import { changeRole } from './roles.ts';

// SPEC §2 administration: an organisation's details, locations, departments and camera tokens, one
// stream per organisation. Its time zone decides the challenges and weekdays of matches, so its
// commands take turns with the organisation's matches (ratingsLock).

const aggregate: Aggregate<organisation.OrganisationState, OrganisationEvent> = {
  streamType: ORGANISATION_STREAM,
  initialState: organisation.initialState,
  evolve: organisation.evolve,
};

export interface OrganisationChange {
  orgId: string;
  command: Exclude<organisation.OrganisationCommand, { type: 'CreateOrganisation' | 'JoinByInvitation' }>;
}

/** Details, locations, departments and camera tokens of an organisation (its admins). */
export const changeOrganisation = declareCommand({
  name: 'changeOrganisation',
  aggregate,
  stream: ({ orgId }: OrganisationChange) => ({ orgId, streamId: organisationStreamId(orgId) }),
  capability: 'administer',
  serialiseWith: ({ orgId }) => [ratingsLock(orgId)],
  decide: ({ command }, state) => organisation.decide(command, state),
  changes: ({ orgId }) => [{ orgId, topic: 'organisation', ids: [orgId] }],
});

export interface Joining {
  orgId: string;
  command: Extract<organisation.OrganisationCommand, { type: 'JoinByInvitation' }>;
}

/**
 * Issue 28: someone arrives with the organisation's invitation link (its signature checked by the
 * caller, auth/invitations.ts): from now on they belong to it. On an installation without mail the
 * link vouches for their e-mail address, and better-auth's flag is set in the same transaction.
 */
export const joinByInvitation = declareCommand({
  name: 'joinByInvitation',
  aggregate,
  stream: ({ orgId }: Joining) => ({ orgId, streamId: organisationStreamId(orgId) }),
  capability: null,
  decide: ({ command }, state) => organisation.decide(command, state),
  inTransaction: async (tx, { command }) => {
    if (!command.emailVerified) return;
    await tx
      .updateTable('user')
      .set({ emailVerified: true, updatedAt: command.now })
      .where('id', '=', command.userId)
      .where('emailVerified', '=', false)
      .execute();
  },
  changes: ({ orgId, command }) => [
    { orgId, topic: 'organisation', ids: [orgId] },
    { orgId: GLOBAL_ORG, topic: 'user', ids: [command.userId] },
  ],
});

export type NewOrganisation = Omit<
  Extract<organisation.OrganisationCommand, { type: 'CreateOrganisation' }>,
  'type'
>;

/** A new organisation (installation admins, DESIGN §11). */
export const openOrganisation = declareCommand({
  name: 'createOrganisation',
  aggregate,
  stream: ({ organisationId }: NewOrganisation) => ({
    orgId: organisationId,
    streamId: organisationStreamId(organisationId),
  }),
  capability: 'createOrganisations',
  decide: (input, state) => organisation.decide({ type: 'CreateOrganisation', ...input }, state),
  changes: ({ organisationId }) => [{ orgId: organisationId, topic: 'organisation', ids: [organisationId] }],
});

/**
 * DESIGN §11: an installation admin creates an organisation and appoints its first admin:
 * themselves (they may grant admin to someone else and step back). Two commands: if the grant
 * failed, a retry with the same command id reaches the same organisation (creating it again
 * appends nothing) and grants it then.
 */
export async function createOrganisation(
  deps: CommandDeps,
  {
    organisationId = randomUUID(),
    ...rest
  }: Omit<NewOrganisation, 'organisationId'> & { organisationId?: string },
  actor: Actor,
) {
  const input = { organisationId, ...rest };
  const created = await runCommand(deps, openOrganisation, input, actor);
  if (isDomainError(created)) return created;
  const userId = actor.userId!;
  // The creator is its admin by the installation's power, not by a role there yet.
  const granted = await runCommand(
    deps,
    changeRole,
    { orgId: input.organisationId, userId, role: 'admin', granted: true, actorId: userId },
    { userId, may: actor.may },
  );
  return isDomainError(granted) ? granted : created;
}
