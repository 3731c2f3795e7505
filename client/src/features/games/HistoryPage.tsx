import { Text } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import { useRouteQuery } from '../../app/routeQuery';
import type { HistoryPageQuery as HistoryPageQueryType } from './__generated__/HistoryPageQuery.graphql';
import { HistoryList } from './HistoryList';

// Started by the route's loader (app/routes.tsx) before this screen renders.
const HistoryPageQuery = graphql`
  query HistoryPageQuery @preloadable {
    viewer {
      organisation {
        ...HistoryList_organisation
      }
    }
  }
`;

// SPEC "History" (games/history): the organisation's matches, newest first.
export default function HistoryPage() {
  const [data, refresh] = useRouteQuery<HistoryPageQueryType>(HistoryPageQuery);
  if (!data.viewer?.organisation) return <Text>You have no organisation yet.</Text>;
  return <HistoryList organisation={data.viewer.organisation} onDeleted={() => refresh()} />;
}
