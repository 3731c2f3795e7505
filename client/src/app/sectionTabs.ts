// SPEC §2: the tabs of the two tabbed sections, in SPEC's order (paths relative to the section).

export const STATS_TABS = [
  { to: 'season', label: 'Season' },
  { to: 'league', label: 'League' },
  { to: 'general', label: 'General' },
  { to: 'departments', label: 'Departments' },
  { to: 'krabbel', label: 'Krabbelranking' },
  { to: 'mmr', label: 'MMR' },
  { to: 'awards', label: 'Awards' },
];
export const GAMES_TABS = [
  { to: 'addStats', label: 'Add Game' },
  { to: 'history', label: 'History' },
  { to: 'tourney', label: 'Tourney' },
];
