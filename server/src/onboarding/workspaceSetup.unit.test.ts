import { describe, expect, it } from 'vitest';
import { SETUP_ERRORS, workspaceSetup } from './workspaceSetup.ts';

describe('workspace setup', () => {
  const ready = { hasPlayer: true, organisationExists: true, locationExists: true };

  it('is valid when the player, its organisation and its location exist', () => {
    expect(workspaceSetup(ready)).toEqual({ hasValidSetup: true, error: null });
  });

  it('asks a user without a player to create or claim one', () => {
    expect(workspaceSetup({ ...ready, hasPlayer: false })).toEqual({
      hasValidSetup: false,
      error: 'Your player is missing. Create or claim one.',
    });
  });

  it('names the missing organisation before the missing location', () => {
    expect(workspaceSetup({ ...ready, organisationExists: false, locationExists: false }).error).toBe(
      SETUP_ERRORS.noOrganisation,
    );
  });

  it("asks for another location when the player's location was removed", () => {
    expect(workspaceSetup({ ...ready, locationExists: false })).toEqual({
      hasValidSetup: false,
      error: 'Your location no longer exists. Choose another one in Settings.',
    });
  });
});
