import { FEEDBACK_TOKEN_SECONDS, signFeedbackToken } from '../auth/feedbackToken.ts';
import { can } from '../graphql/builder.ts';
import { NotFoundError } from '../graphql/errors.ts';
import { rolesIn } from '../policy/capabilities.ts';
import { inputMutation } from './commandMutation.ts';
import { configOf } from './leagueSettings.ts';
import { organisationIdField } from './organisation.ts';

// SPEC §7: the callable 'kickcamCallable' with payload 'generateCustomToken' answers status 200 and a
// token that signs the user in to the external feedback tool. Here it is a mutation; the client
// posts SPEC §3's handshake message (token, uid, displayName, role, darkMode) to the tool's frame.

inputMutation('generateCustomToken', {
  description:
    "The organisation's members: a short-lived token (a JWT signed with the server's feedback secret) for its feedback tool.",
  input: (f) => ({ organisationId: organisationIdField(f) }),
  authScopes: ({ organisationId }) => can('sendFeedback', organisationId.id),
  payload: {
    status: { type: 'Int', description: 'SPEC §7: 200 means OK.' },
    token: 'String',
    uid: 'ID',
    displayName: 'String',
    role: { type: 'String', description: 'Your role in the organisation (admin, moderator, …, player).' },
    expiresAt: 'DateTime',
  },
  resolve: async ({ organisationId }, ctx) => {
    const orgId = organisationId.id;
    const tool = (await configOf(ctx, orgId)).externalTools.feedbackUrl;
    if (!tool) throw new NotFoundError('This organisation has no feedback tool');
    const viewer = ctx.viewer!;
    const role = rolesIn(viewer, orgId)[0] ?? 'guest';
    const iat = Math.floor(ctx.services.now().getTime() / 1000);
    const exp = iat + FEEDBACK_TOKEN_SECONDS;
    const claims = {
      sub: viewer.userId,
      name: viewer.name,
      role,
      org: orgId,
      iss: ctx.services.environment.publicUrl,
      aud: new URL(tool).origin,
      iat,
      exp,
    };
    const token = signFeedbackToken(claims, ctx.services.secrets.feedbackToken);
    return {
      status: 200,
      token,
      uid: viewer.userId,
      displayName: viewer.name,
      role,
      expiresAt: new Date(exp * 1000),
    };
  },
});
