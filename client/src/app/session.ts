// Accounts are better-auth's REST endpoints under /api/auth; the session is an HttpOnly cookie.

export interface AuthResult {
  ok: boolean;
  status: number;
  code?: string;
  message?: string;
}

async function post(path: string, body: object, headers: Record<string, string> = {}): Promise<AuthResult> {
  try {
    const res = await fetch(`/api/auth/${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const data = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
    return { ok: res.ok, status: res.status, code: data?.code, message: data?.message };
  } catch {
    return { ok: false, status: 0, message: 'Looks like you are offline.' };
  }
}

const here = () => window.location.origin;

export const signIn = (email: string, password: string) =>
  post('sign-in/email', { email, password, callbackURL: `${here()}/` });

/** The header that tells the server a sign-up comes through an invitation link (server/src/auth/invitations.ts). */
const INVITATION_HEADER = 'x-kicker-invitation';

/** A new account; through an invitation link, `invitation` is the link's token (after /join/). */
export const signUp = (name: string, email: string, password: string, invitation?: string) =>
  post(
    'sign-up/email',
    { name, email, password, callbackURL: `${here()}/` },
    invitation ? { [INVITATION_HEADER]: invitation } : {},
  );

export const signOut = () => post('sign-out', {});

export const resendVerification = (email: string) =>
  post('send-verification-email', { email, callbackURL: `${here()}/` });

export const requestPasswordReset = (email: string) =>
  post('request-password-reset', { email, redirectTo: `${here()}/auth/reset` });

export const resetPassword = (token: string, newPassword: string) =>
  post('reset-password', { token, newPassword });

/** A friendly sentence for better-auth's error codes. */
export function explain(result: AuthResult): string {
  switch (result.code) {
    case 'INVALID_EMAIL_OR_PASSWORD':
      return 'That e-mail and password do not match. Try again or reset your password.';
    case 'EMAIL_NOT_VERIFIED':
      return 'Please verify your e-mail first. We can send the link again.';
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      return 'There is already an account with this e-mail. Sign in instead?';
    case 'PASSWORD_TOO_SHORT':
      return 'Your password needs at least 8 characters.';
    case 'INVALID_TOKEN':
      return 'This link has expired or was already used. Ask for a new one.';
    case 'TOO_MANY_FAILED_SIGN_INS':
      // The account is locked for up to 15 minutes; the server says how long.
      return result.message ?? 'Too many failed sign-ins for this account. Try again later.';
  }
  if (result.status === 429) return 'Too many attempts. Wait a minute and try again.';
  return result.message ?? 'Something went wrong. Please try again.';
}
