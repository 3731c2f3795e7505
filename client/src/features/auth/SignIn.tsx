import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppState } from '../../app/AppState';
import { explain, resendVerification, signIn } from '../../app/session';
import { Button } from '../../ui/Button';
import { AuthLayout, AuthLink } from './AuthLayout';
import { Form, FormAlert, TextField } from './forms';

export function SignIn() {
  const { refresh } = useAppState();
  const navigate = useNavigate();
  // Where to go after signing in, when a page sent them here (the join page: back to its link).
  const from = (useLocation().state as { from?: string } | null)?.from;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ text: string; unverified: boolean } | null>(null);
  const [resent, setResent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const result = await signIn(email.trim(), password);
    setBusy(false);
    if (!result.ok)
      return setError({ text: explain(result), unverified: result.code === 'EMAIL_NOT_VERIFIED' });
    await refresh();
    navigate(from?.startsWith('/') ? from : '/', { replace: true });
  }

  async function resend() {
    await resendVerification(email.trim());
    setResent(true);
  }

  return (
    <AuthLayout
      title="Welcome back"
      intro="Sign in to record matches and follow your league."
      footer={
        <>
          New here? <AuthLink to="/auth/sign-up">Create an account</AuthLink>
        </>
      }
    >
      <Form onSubmit={submit}>
        {error && (
          <FormAlert status="error">
            {error.text}{' '}
            {error.unverified &&
              (resent ? (
                'We sent a new link.'
              ) : (
                <Button variant="plain" size="sm" className="kl-inline-action" onClick={resend}>
                  Send the link again
                </Button>
              ))}
          </FormAlert>
        )}
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        <Button type="submit" size="lg" loading={busy} disabled={!email || !password}>
          Sign in
        </Button>
        <AuthLink to="/auth/forgot">Forgot your password?</AuthLink>
      </Form>
    </AuthLayout>
  );
}
