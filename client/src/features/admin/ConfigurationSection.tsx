import { Stack, Text } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import { useRouteQuery } from '../../app/routeQuery';
import type { ConfigurationSectionQuery as ConfigurationSectionQueryType } from './__generated__/ConfigurationSectionQuery.graphql';
import { useAdminOrg } from './adminOrg';
import { DefaultDepartments } from './DefaultDepartments';
import { LeagueConfigForm } from './LeagueConfigForm';

// Started by the route's loader (app/routes.tsx) before this tab renders.
const ConfigurationSectionQuery = graphql`
  query ConfigurationSectionQuery($orgId: ID!) @preloadable {
    ...DefaultDepartments_query
    organisation(id: $orgId) {
      ...LeagueConfigForm_organisation
    }
  }
`;

// SPEC §3 configuration values of the organisation, and the installation's department list.
export default function ConfigurationSection() {
  const { canEdit, installation } = useAdminOrg();
  const [data] = useRouteQuery<ConfigurationSectionQueryType>(ConfigurationSectionQuery);
  if (!data.organisation) return <Text>You have no organisation yet.</Text>;
  return (
    <Stack gap="4">
      <LeagueConfigForm organisation={data.organisation} canEdit={canEdit} />
      <DefaultDepartments query={data} canEdit={installation.editDefaultDepartments} />
    </Stack>
  );
}
