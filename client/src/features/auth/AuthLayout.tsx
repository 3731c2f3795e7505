import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

// The account pages are the first screen of every visit that is not signed in: plain elements styled
// by ui/kit.css, prerendered into index.html (src/prerender.tsx).
export function AuthLayout({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <main className="kl-auth">
      <div className="kl-auth-column">
        <div className="kl-auth-brand">
          <img src="/icon.svg" alt="" width="40" height="40" />
          <p>Kicker League</p>
        </div>
        <div className="kl-card">
          <div>
            <h1 className="kl-heading" data-size="xl">
              {title}
            </h1>
            {intro && <p className="kl-auth-intro">{intro}</p>}
          </div>
          {children}
        </div>
        {footer && <p className="kl-auth-footer">{footer}</p>}
        <div className="kl-auth-legal">
          <RouterLink className="kl-link" data-tone="muted" to="/privacy">
            Privacy
          </RouterLink>
          <RouterLink className="kl-link" data-tone="muted" to="/terms">
            Terms
          </RouterLink>
        </div>
      </div>
    </main>
  );
}

export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <RouterLink className="kl-link" to={to}>
      {children}
    </RouterLink>
  );
}
