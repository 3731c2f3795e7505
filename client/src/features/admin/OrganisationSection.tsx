import { Stack, Text } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import { useRouteQuery } from '../../app/routeQuery';
import type { OrganisationSectionQuery as OrganisationSectionQueryType } from './__generated__/OrganisationSectionQuery.graphql';
import { useAdminOrg } from './adminOrg';
import { NewOrganisation } from './NewOrganisation';
import { OrganisationDepartments } from './OrganisationDepartments';
import { OrganisationDetails } from './OrganisationDetails';
import { OrganisationLocations } from './OrganisationLocations';

// Started by the route's loader (app/routes.tsx) before this tab renders.
const OrganisationSectionQuery = graphql`
  query OrganisationSectionQuery($orgId: ID!) @preloadable {
    organisation(id: $orgId) {
      ...OrganisationDetails_organisation
      ...OrganisationLocations_organisation
      ...OrganisationDepartments_organisation
    }
  }
`;

// The organisation itself: its details, locations and departments; another one for installation admins.
export default function OrganisationSection() {
  const { canEdit, installation } = useAdminOrg();
  const [data] = useRouteQuery<OrganisationSectionQueryType>(OrganisationSectionQuery);
  const org = data.organisation;
  if (!org) return <Text>You have no organisation yet.</Text>;
  return (
    <Stack gap="4">
      <OrganisationDetails organisation={org} canEdit={canEdit} />
      <OrganisationLocations organisation={org} canEdit={canEdit} />
      <OrganisationDepartments organisation={org} canEdit={canEdit} />
      {installation.createOrganisation && <NewOrganisation />}
    </Stack>
  );
}
