import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { Viewer } from '../policy/viewer.ts';

/** SPEC §7 "Initialization service": is the viewer's workspace ready, and if not, what is missing. */
export interface WorkspaceSetup {
  hasValidSetup: boolean;
  error: string | null;
}

export const SETUP_ERRORS = {
  noPlayer: 'Your player is missing. Create or claim one.',
  noOrganisation: 'Your organisation no longer exists. Create or claim a player in another one.',
  noLocation: 'Your location no longer exists. Choose another one in Settings.',
} as const;

/** Pure: the setup is valid when the player exists, its organisation exists and still has its location. */
export function workspaceSetup(facts: {
  hasPlayer: boolean;
  organisationExists: boolean;
  locationExists: boolean;
}): WorkspaceSetup {
  const error = !facts.hasPlayer
    ? SETUP_ERRORS.noPlayer
    : !facts.organisationExists
      ? SETUP_ERRORS.noOrganisation
      : !facts.locationExists
        ? SETUP_ERRORS.noLocation
        : null;
  return { hasValidSetup: error === null, error };
}

/** Reads the facts workspaceSetup needs for this viewer. */
export async function loadWorkspaceSetup(db: Kysely<Database>, viewer: Viewer): Promise<WorkspaceSetup> {
  const p = viewer.player;
  if (!p) return workspaceSetup({ hasPlayer: false, organisationExists: false, locationExists: false });
  const [organisation, location] = await Promise.all([
    db.selectFrom('organisations').select('org_id').where('org_id', '=', p.org_id).executeTakeFirst(),
    db
      .selectFrom('organisation_locations')
      .select('location_id')
      .where('org_id', '=', p.org_id)
      .where('location_id', '=', p.location_id)
      .executeTakeFirst(),
  ]);
  return workspaceSetup({
    hasPlayer: true,
    organisationExists: Boolean(organisation),
    locationExists: Boolean(location),
  });
}
