import { Text } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import { useRouteQuery } from '../../app/routeQuery';
import type { TourneyListPageQuery as TourneyListPageQueryType } from './__generated__/TourneyListPageQuery.graphql';
import { TourneyList } from './TourneyList';

// Started by the route's loader (app/routes.tsx) before this screen renders.
const TourneyListPageQuery = graphql`
  query TourneyListPageQuery @preloadable {
    viewer {
      organisation {
        ...TourneyList_organisation
      }
    }
  }
`;

// SPEC §2 'Tournaments' (games/tourney): the tourneys of the viewer's organisation.
export default function TourneyListPage() {
  const [data] = useRouteQuery<TourneyListPageQueryType>(TourneyListPageQuery);
  if (!data.viewer?.organisation) return <Text>You have no organisation yet.</Text>;
  return <TourneyList organisation={data.viewer.organisation} />;
}
