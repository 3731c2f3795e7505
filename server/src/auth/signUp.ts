import { isDomainError } from '@kicker/events';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { CommandDeps } from '../commands/command.ts';
import { systemActor } from '../commands/command.ts';
import { joinByInvitation } from '../commands/organisation.ts';
import { runCommand } from '../commands/pipeline.ts';
import { claimInstallation } from '../commands/user.ts';
import { findInvitation, INVITATION_HEADER } from './invitations.ts';

// What happens around a new account (better-auth's user hooks, auth.ts): the first user runs the
// installation, and someone who signs up through an invitation link belongs to its organisation.
// Without a mail server nobody could confirm an address: the first user, and whoever comes through
// a valid invitation link, start verified (issue 28). With one, everyone confirms by mail.

export interface SignUpDeps {
  commands: CommandDeps;
  /** A mail server delivers (SMTP_URL set). */
  mailDelivers: boolean;
  invitationSecret: string;
  logger: Logger;
  now: () => Date;
  /** A kept viewer of this user is read again. */
  forgetUser: (userId: string) => void;
}

export function signUpSteps(deps: SignUpDeps) {
  const { commands, logger } = deps;
  const invitationIn = (headers: Headers | null) => {
    const token = headers?.get(INVITATION_HEADER);
    return token ? findInvitation(commands.db, token, deps.invitationSecret, deps.now()) : null;
  };
  return {
    async verifiedAtSignUp(headers: Headers | null): Promise<boolean> {
      return !deps.mailDelivers && Boolean(await invitationIn(headers));
    },
    async onUserCreated(user: { id: string; emailVerified: boolean }, headers: Headers | null) {
      const invitation = await invitationIn(headers);
      if (invitation) {
        const joined = await runCommand(
          commands,
          joinByInvitation,
          {
            orgId: invitation.orgId,
            command: {
              type: 'JoinByInvitation',
              userId: user.id,
              invitationId: invitation.invitationId,
              emailVerified: user.emailVerified,
              now: deps.now(),
            },
          },
          systemActor(user.id),
        );
        if (isDomainError(joined))
          logger.warn(
            { userId: user.id, orgId: invitation.orgId },
            'sign-up: the invitation was no longer valid',
          );
      }
      const first = await claimInstallation(commands, user.id);
      if (first) {
        logger.info({ userId: user.id }, 'the first user runs this installation (installation admin)');
        // With no mail server a newcomer could never verify: the first admin is verified at once.
        if (!deps.mailDelivers)
          await sql`UPDATE "user" SET "emailVerified" = true WHERE id = ${user.id}`.execute(commands.db);
      }
      deps.forgetUser(user.id);
    },
  };
}
