import { useState } from 'react';
import { graphql } from 'react-relay';
import { useNavigate, useParams } from 'react-router';
import { useAppState } from '../../app/AppState';
import { useRouteQuery } from '../../app/routeQuery';
import { useCommand } from '../../app/useCommand';
import { matchDate } from '../../lib/history';
import { Button } from '../../ui/Button';
import type { JoinOrganisationMutation } from './__generated__/JoinOrganisationMutation.graphql';
import type { JoinQuery as JoinQueryType } from './__generated__/JoinQuery.graphql';
import { AuthLayout } from './AuthLayout';
import { FormAlert } from './forms';
import { SignUpForm } from './SignUp';

// Issue 28: /join/{token}, the organisation's invitation link (shared in the team chat or scanned
// from the TV). Someone new creates their account here and joins; someone signed in joins with one
// tap. Then the home route takes them on: their player, and the league.

const JoinQuery = graphql`
  query JoinQuery($token: String!) @preloadable {
    invitation(token: $token) {
      organisationName
      expiresAt
      confirmByMail
    }
  }
`;

const JoinOrganisation = graphql`
  mutation JoinOrganisationMutation($input: JoinOrganisationInput!) {
    joinOrganisation(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

export default function Join() {
  const { token = '' } = useParams();
  const [data] = useRouteQuery<JoinQueryType>(JoinQuery);
  const { viewer } = useAppState();
  const invitation = data.invitation;
  if (!invitation)
    return (
      <AuthLayout
        title="This invitation link no longer works"
        intro="It has expired or an admin revoked it. Ask an admin of your league for a new one."
        footer={<SignInLink />}
      >
        <p className="kl-small kl-muted">Already have an account? Sign in and ask for a new link.</p>
      </AuthLayout>
    );
  const title = `Join ${invitation.organisationName}`;
  const until = `This link works until ${matchDate(invitation.expiresAt)}.`;
  if (viewer)
    return (
      <AuthLayout title={title} intro={`You are signed in as ${viewer.user.name}. ${until}`}>
        <JoinButton token={token} organisation={invitation.organisationName} />
      </AuthLayout>
    );
  return (
    <AuthLayout
      title={title}
      intro={
        invitation.confirmByMail
          ? `Create your account to record matches with your colleagues. We will send you a link to confirm your e-mail address. ${until}`
          : `Create your account to record matches with your colleagues: no e-mail confirmation needed. ${until}`
      }
      footer={<SignInLink from={`/join/${token}`} />}
    >
      <SignUpForm invitation={token} />
    </AuthLayout>
  );
}

function SignInLink({ from }: { from?: string }) {
  const navigate = useNavigate();
  return (
    <>
      Already have an account?{' '}
      <a
        className="kl-link"
        href="/auth"
        onClick={(event) => {
          event.preventDefault();
          navigate('/auth', { state: from ? { from } : null });
        }}
      >
        Sign in
      </a>
    </>
  );
}

function JoinButton({ token, organisation }: { token: string; organisation: string }) {
  const navigate = useNavigate();
  const { refresh } = useAppState();
  const [join, busy] = useCommand<JoinOrganisationMutation>(JoinOrganisation);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      {error && <FormAlert status="error">{error}</FormAlert>}
      <Button
        size="lg"
        loading={busy}
        onClick={() =>
          join(
            { input: { token } },
            {
              done: async () => {
                await refresh();
                navigate('/', { replace: true });
              },
              failed: (message) => setError(message),
            },
          )
        }
      >
        Join {organisation}
      </Button>
    </>
  );
}
