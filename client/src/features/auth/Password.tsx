import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { explain, requestPasswordReset, resetPassword } from '../../app/session';
import { Button, ButtonLink } from '../../ui/Button';
import { AuthLayout, AuthLink } from './AuthLayout';
import { EMAIL_PATTERN, Form, FormAlert, TextField } from './forms';

export function ForgotPassword() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await requestPasswordReset(email.trim());
    setBusy(false);
    if (result.ok) setSent(true);
    else setError(explain(result));
  }
  return (
    <AuthLayout
      title="Forgot your password?"
      intro="We send you a link to choose a new one."
      footer={
        <>
          Remembered it? <AuthLink to="/auth">Sign in</AuthLink>
        </>
      }
    >
      <Form onSubmit={submit}>
        {sent && (
          <FormAlert status="success">
            If an account uses this e-mail, a link to reset the password is on its way.
          </FormAlert>
        )}
        {error && <FormAlert status="error">{error}</FormAlert>}
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" size="lg" loading={busy} disabled={!EMAIL_PATTERN.test(email.trim())}>
          Send reset link
        </Button>
      </Form>
    </AuthLayout>
  );
}

export function ResetPassword() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(
    params.get('error') ? 'This link has expired or was already used. Ask for a new one.' : null,
  );
  const mismatch = repeat.length > 0 && repeat !== password;
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await resetPassword(token, password);
    setBusy(false);
    if (result.ok) setDone(true);
    else setError(explain(result));
  }
  // Opened without the link's token (a bookmark, or signed in): nothing to change here.
  if (!token && !error)
    return (
      <AuthLayout
        title="Choose a new password"
        intro="Open the link from the e-mail we sent you to choose a new password here."
        footer={<AuthLink to="/auth/forgot">Ask for a new link</AuthLink>}
      >
        <ButtonLink size="lg" href="/">
          Back to the app
        </ButtonLink>
      </AuthLayout>
    );
  if (done)
    return (
      <AuthLayout title="Password changed" intro="Sign in with your new password.">
        <ButtonLink size="lg" href="/auth">
          Sign in
        </ButtonLink>
      </AuthLayout>
    );
  return (
    <AuthLayout
      title="Choose a new password"
      footer={<AuthLink to="/auth/forgot">Ask for a new link</AuthLink>}
    >
      <Form onSubmit={submit}>
        {error && <FormAlert status="error">{error}</FormAlert>}
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          helper="At least 8 characters"
        />
        <TextField
          label="Repeat the password"
          type="password"
          autoComplete="new-password"
          value={repeat}
          onChange={(e) => setRepeat(e.target.value)}
          error={mismatch ? 'The passwords differ' : null}
        />
        <Button
          type="submit"
          size="lg"
          loading={busy}
          disabled={!token || password.length < 8 || password !== repeat}
        >
          Save new password
        </Button>
      </Form>
    </AuthLayout>
  );
}
