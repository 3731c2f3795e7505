import { BarChart3, Menu as MenuIcon, Swords, Volume2 } from 'lucide-react';
import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { Button } from '../ui/Button';
import { canOpenAdministration, phaseOf, useAppState } from './AppState';

// The shell is part of the first screen (prerendered into index.html): plain elements styled by
// ui/kit.css. The menu and its dialogs use Chakra and load when someone reaches for the menu.
const loadMenu = () => import('./AppMenu');
const LogoutButton = lazy(() => import('./LogoutDialog'));

const NAV = [
  { to: '/sounds', label: 'Sounds', icon: Volume2 },
  { to: '/stats', label: 'Stats', icon: BarChart3 },
  { to: '/games', label: 'Games', icon: Swords },
];

/** SPEC §2 app shell: top bar on desktop, bottom bar on mobile; no bars for new players or when logged out. */
export function Shell() {
  const { viewer } = useAppState();
  const phase = phaseOf(viewer);
  if (phase !== 'ready') {
    return (
      <div className="kl-screen">
        {phase === 'newPlayer' && (
          <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 'var(--chakra-spacing-3)' }}>
            <Suspense>
              <LogoutButton />
            </Suspense>
          </div>
        )}
        <Outlet />
      </div>
    );
  }
  return (
    <div className="kl-shell">
      {/* Past the bars to the screen itself, for keyboards and screen readers (issue 28). */}
      <a className="kl-skip-link" href="#main">
        Skip to content
      </a>
      <TopBar />
      <main className="kl-main" id="main" tabIndex={-1}>
        <FocusOnNavigation />
        <Outlet />
      </main>
      <BottomBar />
    </div>
  );
}

function Title() {
  const { viewer } = useAppState();
  const navigate = useNavigate();
  const text = (
    <span className="kl-heading kl-topbar-title" data-size="md">
      Kicker League
    </span>
  );
  // Only admins and moderators reach the admin area through the title.
  if (!canOpenAdministration(viewer)) return text;
  return (
    <Button variant="plain" onClick={() => navigate('/admin')} aria-label="Kicker League: open admin">
      {text}
    </Button>
  );
}

function TopBar() {
  const { viewer } = useAppState();
  const logo = viewer?.organisation?.logoUrl;
  return (
    <header className="kl-topbar">
      <Title />
      {logo && (
        <img
          className="kl-topbar-logo"
          src={logo}
          alt={`${viewer?.organisation?.name ?? 'Organisation'} logo`}
        />
      )}
      <nav className="kl-topbar-nav" aria-label="Main">
        {NAV.map((item) => (
          <NavButton key={item.to} {...item} />
        ))}
      </nav>
      <div className="kl-topbar-spacer" />
      <MenuSlot />
    </header>
  );
}

function NavButton({ to, label, icon: Icon }: (typeof NAV)[number]) {
  return (
    <NavLink to={to}>
      {({ isActive }) => (
        <span
          className="kl-button"
          data-variant="ghost"
          data-size="sm"
          data-active={isActive ? '' : undefined}
        >
          <Icon size={18} aria-hidden /> {label}
        </span>
      )}
    </NavLink>
  );
}

function BottomBar() {
  return (
    <nav className="kl-bottombar" aria-label="Main">
      {NAV.map(({ to, label, icon: Icon }) => (
        <NavLink key={to} to={to}>
          {({ isActive }) => (
            <div className="kl-bottombar-item" data-active={isActive ? '' : undefined}>
              <Icon size={22} aria-hidden />
              <p>{label}</p>
            </div>
          )}
        </NavLink>
      ))}
    </nav>
  );
}

/**
 * The menu button. Chakra's menu (and with it Chakra's style system) loads when the pointer comes
 * near or the button gets focus, and opens at once if it was clicked meanwhile.
 */
function MenuSlot() {
  const [Menu, setMenu] = useState<ComponentType<{ defaultOpen?: boolean }> | null>(null);
  const openWhenLoaded = useRef(false);
  const loading = useRef(false);
  if (Menu) return <Menu defaultOpen={openWhenLoaded.current} />;
  const load = (open: boolean) => {
    if (open) openWhenLoaded.current = true;
    if (loading.current) return;
    loading.current = true;
    loadMenu().then(
      (m) => setMenu(() => m.default),
      () => {
        loading.current = false;
      },
    );
  };
  return (
    <Button
      variant="ghost"
      className="kl-icon-button"
      aria-label="Menu"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => load(false)}
      onPointerDown={() => load(false)}
      onFocus={() => load(false)}
      onClick={() => load(true)}
    >
      <MenuIcon />
    </Button>
  );
}

/**
 * After a move to another screen (a link, or Submit taking the player to the table) the keyboard's
 * and the screen reader's place is the new screen, not <body> (issue 28). Not on the first screen.
 */
function FocusOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs for each new screen (pathname)
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById('main');
    // A field or a dialog that took the focus on the new screen keeps it.
    if (main && (document.activeElement === document.body || document.activeElement === null))
      main.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
