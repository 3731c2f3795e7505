import { type FormEvent, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { phaseOf, useAppState } from '../../app/AppState';
import { resendVerification } from '../../app/session';
import { Button } from '../../ui/Button';
import { AuthLayout, AuthLink } from './AuthLayout';
import { EMAIL_PATTERN, Form, FormAlert, TextField } from './forms';

/** "Check your inbox", with a way to get the link again. */
export function VerifyEmail() {
  const { viewer } = useAppState();
  const location = useLocation();
  const known = (location.state as { email?: string } | null)?.email ?? viewer?.user.email ?? '';
  const [email, setEmail] = useState(known);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const phase = phaseOf(viewer);
  if (phase === 'ready' || phase === 'newPlayer') return <Navigate to="/" replace />;

  async function resend(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    await resendVerification(email.trim());
    setBusy(false);
    setSent(true);
  }

  return (
    <AuthLayout
      title="Verify your e-mail"
      intro={
        known
          ? `We sent a link to ${known}. Open it to finish signing up.`
          : 'Open the link we sent you to finish signing up.'
      }
      footer={
        <>
          Verified already? <AuthLink to="/auth">Sign in</AuthLink>
        </>
      }
    >
      <Form onSubmit={resend}>
        <p className="kl-small kl-muted">
          Nothing arrived? Check your spam folder, or send the link again. (Without a mail server, the link is
          in the server's log.)
        </p>
        {sent && (
          <FormAlert status="success">
            If an account with this e-mail waits for verification, a new link is on its way.
          </FormAlert>
        )}
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button
          type="submit"
          variant="outline"
          size="lg"
          loading={busy}
          disabled={!EMAIL_PATTERN.test(email.trim())}
        >
          Send the link again
        </Button>
      </Form>
    </AuthLayout>
  );
}
