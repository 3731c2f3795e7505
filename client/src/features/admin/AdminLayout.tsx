import { Heading, Stack } from '@chakra-ui/react';
import { useAppState } from '../../app/AppState';
import { AdminGuard, RequireVerified } from '../../app/guards';
import { TabbedSection } from '../placeholders/TabbedSection';

const TABS = [
  { to: 'organisation', label: 'Organisation' },
  { to: 'seasons', label: 'Seasons' },
  { to: 'people', label: 'People' },
  { to: 'players', label: 'Players' },
  { to: 'configuration', label: 'Configuration' },
  { to: 'ranks', label: 'Rank ladder' },
  { to: 'log', label: 'Audit log' },
];

/** The admin area (SPEC §2: lazily loaded, guarded): one tab per thing an admin manages. */
export default function AdminLayout() {
  return (
    <RequireVerified>
      <AdminGuard>
        <AdminTabs />
      </AdminGuard>
    </RequireVerified>
  );
}

function AdminTabs() {
  const { viewer } = useAppState();
  const tabs = viewer?.isAdmin ? [...TABS, { to: 'maintenance', label: 'Maintenance' }] : TABS;
  return (
    <Stack gap="2">
      <Heading as="h1" size="2xl">
        Administration
      </Heading>
      <TabbedSection tabs={tabs} label="Administration" />
    </Stack>
  );
}
