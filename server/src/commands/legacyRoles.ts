import {
  GLOBAL_ORG,
  LEGACY_ROLES_MIGRATION_STREAM_ID,
  type OrganisationRole,
  type RolesEvent,
} from '@kicker/events';
import { organisationsCreatedBy, readPlayerOfUser } from '@kicker/projections';
import { type Aggregate, type CommandDeps, declareCommand, systemActor } from './command.ts';
import { runCommand } from './pipeline.ts';
import { changeInstallationAdmin, changeRole } from './roles.ts';

interface LegacyEvent {
  type: string;
  data: { userId: string; role?: string };
}

/**
 * Roles used to be claims on the user, valid in every organisation (the hole of issue 11: an admin
 * anywhere was an admin everywhere). Once per installation this turns them into what they meant:
 * an admin becomes admin of the organisations they ran (their player's and the ones they created),
 * a moderator moderator of their player's organisation, the first user installation admin. Every
 * grant is an event in that organisation's log, by the system (no actor). Safe to run on every
 * start and on several instances at once: a marker stream, appended last and only once, says done,
 * and each grant records nothing when it is already held.
 */
export async function migrateLegacyRoles(
  deps: CommandDeps,
): Promise<{ grants: number; admins: number } | null> {
  const { db } = deps;
  const done = await db
    .selectFrom('streams')
    .select('version')
    .where('org_id', '=', GLOBAL_ORG)
    .where('stream_id', '=', LEGACY_ROLES_MIGRATION_STREAM_ID)
    .executeTakeFirst();
  if (done) return null;

  const legacy = (await db
    .selectFrom('events')
    .select(['type', 'data'])
    .where('org_id', '=', GLOBAL_ORG)
    .where('type', 'in', ['UserRoleGranted', 'UserRoleRevoked', 'InstallationClaimed'])
    .orderBy('global_position')
    .execute()) as LegacyEvent[];
  const claims = new Map<string, Set<string>>();
  let firstUser: string | null = null;
  for (const e of legacy) {
    if (e.type === 'InstallationClaimed') firstUser ??= e.data.userId;
    else {
      const held = claims.get(e.data.userId) ?? new Set<string>();
      if (e.type === 'UserRoleGranted') held.add(String(e.data.role));
      else held.delete(String(e.data.role));
      claims.set(e.data.userId, held);
    }
  }

  let grants = 0;
  for (const [userId, held] of claims) {
    const [player, created] = await Promise.all([
      readPlayerOfUser(db, userId),
      organisationsCreatedBy(db, userId),
    ]);
    const own = player ? [player.org_id] : [];
    const wanted: [string, OrganisationRole][] = [];
    if (held.has('admin')) for (const orgId of new Set([...own, ...created])) wanted.push([orgId, 'admin']);
    if (held.has('moderator')) for (const orgId of own) wanted.push([orgId, 'moderator']);
    for (const [orgId, role] of wanted) grants += await grant(deps, orgId, userId, role);
  }
  const admins = firstUser ? await appoint(deps, firstUser) : 0;

  // Appended last, once: another instance that finished first leaves nothing to record.
  await runCommand(deps, migrated, { grants, installationAdmins: admins }, systemActor());
  return { grants, admins };
}

const marker: Aggregate<{ done: boolean }, RolesEvent> = {
  streamType: 'legacyRolesMigration',
  initialState: { done: false },
  evolve: () => ({ done: true }),
};

/** The marker that says the migration is done (appended once, after every grant). */
const migrated = declareCommand({
  name: 'migrateLegacyRoles',
  aggregate: marker,
  stream: (_: { grants: number; installationAdmins: number }) => ({
    orgId: GLOBAL_ORG,
    streamId: LEGACY_ROLES_MIGRATION_STREAM_ID,
  }),
  capability: null,
  decide: (data, state): RolesEvent[] => (state.done ? [] : [{ type: 'LegacyRolesMigrated', data }]),
});

/** Each grant by the system (no actor), recording nothing when it is already held. */
async function grant(deps: CommandDeps, orgId: string, userId: string, role: OrganisationRole) {
  const result = await runCommand(
    deps,
    changeRole,
    { orgId, userId, role, granted: true, actorId: '' },
    systemActor(),
  );
  return 'events' in result ? result.events.length : 0;
}

async function appoint(deps: CommandDeps, userId: string) {
  const result = await runCommand(
    deps,
    changeInstallationAdmin,
    { userId, appointed: true, actorId: '' },
    systemActor(),
  );
  return 'events' in result ? result.events.length : 0;
}
