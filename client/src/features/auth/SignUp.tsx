import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { explain, signUp } from '../../app/session';
import { Button } from '../../ui/Button';
import { AuthLayout, AuthLink } from './AuthLayout';
import { EMAIL_PATTERN, Form, FormAlert, TextField } from './forms';

export function SignUp() {
  const navigate = useNavigate();
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
    const result = await signUp(name.trim(), email.trim(), password);
    setBusy(false);
    if (!result.ok) return setError(explain(result));
    navigate('/auth/verify', { state: { email: email.trim() } });
  }

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
    </AuthLayout>
  );
}
