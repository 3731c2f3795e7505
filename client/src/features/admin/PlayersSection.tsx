import { Text } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import { useRouteQuery } from '../../app/routeQuery';
import type { PlayersSectionQuery as PlayersSectionQueryType } from './__generated__/PlayersSectionQuery.graphql';
import { PlayerList } from './PlayerList';

// Started by the route's loader (app/routes.tsx) before this tab renders: the active players.
const PlayersSectionQuery = graphql`
  query PlayersSectionQuery($orgId: ID!) @preloadable {
    organisation(id: $orgId) {
      ...PlayerList_organisation
    }
  }
`;

// The players of the organisation: find them, correct them, disable, host role, delete unclaimed.
export default function PlayersSection() {
  const [data] = useRouteQuery<PlayersSectionQueryType>(PlayersSectionQuery);
  if (!data.organisation) return <Text>You have no organisation yet.</Text>;
  return <PlayerList organisation={data.organisation} />;
}
