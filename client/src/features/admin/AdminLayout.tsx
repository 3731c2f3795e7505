import { Field, Flex, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { graphql } from 'react-relay';
import { useSearchParams } from 'react-router';
import { AdminGuard, RequireVerified } from '../../app/guards';
import { useRouteQuery } from '../../app/routeQuery';
import { TabbedSection } from '../placeholders/TabbedSection';
import type { AdminLayoutQuery as AdminLayoutQueryType } from './__generated__/AdminLayoutQuery.graphql';
import { AdminOrgContext, chooseAdminOrg } from './adminOrg';

const TABS = [
  { to: 'organisation', label: 'Organisation' },
  { to: 'seasons', label: 'Seasons' },
  { to: 'people', label: 'People' },
  { to: 'players', label: 'Players' },
  { to: 'configuration', label: 'Configuration' },
  { to: 'ranks', label: 'Rank ladder' },
  { to: 'log', label: 'Audit log' },
  { to: 'feedback', label: 'Feedback' },
];

// Started by the route's loader (app/routes.tsx) before this screen renders; the tabs' loaders read
// it too, to know the organisation (adminOrg.ts).
const AdminLayoutQuery = graphql`
  query AdminLayoutQuery @preloadable {
    viewer {
      viewerCanCreateOrganisation
      viewerCanEditDefaultDepartments
      viewerCanRebuildReadModels
      viewerCanSeeNewcomers
      organisation {
        id
      }
      managedOrganisations {
        id
        name
        viewerCanAdminister
        viewerCanChangeRoles
        waitingForVerification
      }
    }
  }
`;

/** The admin area (SPEC §2: lazily loaded, guarded): one tab per thing an admin manages. */
export default function AdminLayout() {
  return (
    <RequireVerified>
      <AdminGuard>
        <AdminArea />
      </AdminGuard>
    </RequireVerified>
  );
}

function AdminArea() {
  const [params, setParams] = useSearchParams();
  const [data] = useRouteQuery<AdminLayoutQueryType>(AdminLayoutQuery);
  const managed = data.viewer?.managedOrganisations ?? [];
  const wanted = params.get('org');
  const shown = chooseAdminOrg(data.viewer, wanted);
  const orgId = shown?.id ?? null;
  const canEdit = Boolean(shown?.viewerCanAdminister);
  const canChangeRoles = Boolean(shown?.viewerCanChangeRoles);
  const viewer = data.viewer;
  const createOrganisation = Boolean(viewer?.viewerCanCreateOrganisation);
  const editDefaultDepartments = Boolean(viewer?.viewerCanEditDefaultDepartments);
  const rebuildReadModels = Boolean(viewer?.viewerCanRebuildReadModels);
  const seeNewcomers = Boolean(viewer?.viewerCanSeeNewcomers);
  const choose = (id: string) => setParams(id === data.viewer?.organisation?.id ? {} : { org: id });
  const value = useMemo(
    () =>
      orgId
        ? {
            orgId,
            canEdit,
            canChangeRoles,
            installation: { createOrganisation, editDefaultDepartments, rebuildReadModels, seeNewcomers },
            // A new search revalidates the loaders: the list of organisations is asked again.
            showOrganisation: (id: string) => setParams({ org: id }),
          }
        : null,
    [
      orgId,
      canEdit,
      canChangeRoles,
      createOrganisation,
      editDefaultDepartments,
      rebuildReadModels,
      seeNewcomers,
      setParams,
    ],
  );
  const query = wanted && orgId === wanted ? `?org=${encodeURIComponent(wanted)}` : '';
  // Who waits for an admin to verify them shows on the People tab (issue 28).
  const waiting = shown?.waitingForVerification ?? 0;
  const tabs = (rebuildReadModels ? [...TABS, { to: 'maintenance', label: 'Maintenance' }] : TABS).map(
    (t) => ({
      ...t,
      label: t.to === 'people' && waiting > 0 ? `People (${waiting} waiting)` : t.label,
      to: t.to + query,
    }),
  );
  return (
    <Stack gap="2">
      <Flex
        gap="3"
        justify="space-between"
        align={{ base: 'stretch', md: 'flex-end' }}
        direction={{ base: 'column', md: 'row' }}
      >
        <Heading as="h1" size="2xl">
          Administration
        </Heading>
        {managed.length > 1 && orgId && (
          <Field.Root maxW={{ md: '72' }}>
            <Field.Label>Organisation to manage</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={orgId} onChange={(e) => choose(e.target.value)}>
                {managed.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        )}
      </Flex>
      {value ? (
        <AdminOrgContext.Provider value={value}>
          <TabbedSection tabs={tabs} label="Administration" />
        </AdminOrgContext.Provider>
      ) : (
        <Text>You have no organisation yet.</Text>
      )}
    </Stack>
  );
}
