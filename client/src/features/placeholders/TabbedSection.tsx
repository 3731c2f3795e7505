import { NavLink, Outlet } from 'react-router';

/** A tab bar of links to child routes (stats, games), scrollable on narrow screens (ui/kit.css). */
export function TabbedSection({ tabs, label }: { tabs: { to: string; label: string }[]; label: string }) {
  return (
    <div>
      <nav className="kl-tabs" aria-label={label}>
        {tabs.map((tab) => (
          <NavLink key={tab.to} to={tab.to}>
            {({ isActive }) => (
              <span className="kl-tab" data-active={isActive ? '' : undefined}>
                {tab.label}
              </span>
            )}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
