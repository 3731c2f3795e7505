import { builder } from '../graphql/builder.ts';
import { loadWorkspaceSetup, type WorkspaceSetup } from '../onboarding/workspaceSetup.ts';
import { ViewerType } from './viewer.ts';

const WorkspaceSetupType = builder.objectRef<WorkspaceSetup>('WorkspaceSetup').implement({
  description:
    "Whether the app can start for you (SPEC's initialisation service): you have a player whose organisation and location exist.",
  fields: (t) => ({
    hasValidSetup: t.exposeBoolean('hasValidSetup'),
    error: t.exposeString('error', { nullable: true, description: 'What is missing, when something is.' }),
  }),
});

builder.objectField(ViewerType, 'setup', (t) =>
  t.field({
    type: WorkspaceSetupType,
    // From the viewer given (a mutation payload's viewer is read after the write).
    resolve: (viewer, _, ctx) => loadWorkspaceSetup(ctx.services.db, viewer),
  }),
);
