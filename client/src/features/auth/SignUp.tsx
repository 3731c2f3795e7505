import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppState } from '../../app/AppState';
import { explain, signIn, signUp } from '../../app/session';
import { Button } from '../../ui/Button';
import { AuthLayout, AuthLink } from './AuthLayout';
import { EMAIL_PATTERN, Form, FormAlert, TextField } from './forms';

export function SignUp() {
  return (
    <AuthLayout
      title="Create your account"
      intro="One account for every match, table and tournament of your office."
      footer={
        <>
          Already have an account? <AuthLink to="/auth">Sign in</AuthLink>
        </>
      }
    >
      <SignUpForm />
    </AuthLayout>
  );
}

/**
 * Name, e-mail and password; with `invitation` (the token of an invitation link) the account joins
 * that link's organisation. An account that starts verified (the installation's first, or through
 * a link on an installation without mail) is signed in at once and goes on (issue 28); any other
 * confirms its address by mail first.
 */
export function SignUpForm({ invitation }: { invitation?: string }) {
  const navigate = useNavigate();
  const { refresh } = useAppState();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const problems = {
    name: name.trim().length < 2 ? 'Tell us your name (at least 2 characters)' : null,
    email: EMAIL_PATTERN.test(email.trim()) ? null : 'Enter a valid e-mail address',
    password: password.length < 8 ? 'At least 8 characters' : null,
  };
  const valid = !problems.name && !problems.email && !problems.password;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!valid) return;
    setBusy(true);
    setError(null);
    const result = await signUp(name.trim(), email.trim(), password, invitation);
    if (!result.ok) {
      setBusy(false);
      return setError(explain(result));
    }
    // Verified already? Then signing in works, and they go straight on (the home route sends
    // them to the league setup or to their player). Otherwise: check your inbox.
    const signedIn = await signIn(email.trim(), password);
    if (!signedIn.ok) {
      setBusy(false);
      return navigate('/auth/verify', { state: { email: email.trim() } });
    }
    await refresh();
    navigate('/', { replace: true });
  }

  return (
    <Form onSubmit={submit}>
      {error && <FormAlert status="error">{error}</FormAlert>}
      <TextField
        label="Name"
        autoComplete="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={touched ? problems.name : null}
        required
      />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={touched ? problems.email : null}
        required
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        helper="At least 8 characters"
        error={touched ? problems.password : null}
        required
      />
      <Button type="submit" size="lg" loading={busy}>
        Create account
      </Button>
    </Form>
  );
}
