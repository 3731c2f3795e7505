import { Heading, Stack, Text } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import { useRouteQuery } from '../../app/routeQuery';
import type { NewTourneyPageQuery as NewTourneyPageQueryType } from './__generated__/NewTourneyPageQuery.graphql';
import { NewTourneyForm } from './NewTourneyForm';

// Started by the route's loader (app/routes.tsx) before this screen renders.
const NewTourneyPageQuery = graphql`
  query NewTourneyPageQuery @preloadable {
    viewer {
      organisation {
        id
        viewerCanCreateTourney
      }
    }
  }
`;

// SPEC §2 'New tourney' (games/tourney/newTourney), for those who may create one (SPEC §6).
export default function NewTourneyPage() {
  const [data] = useRouteQuery<NewTourneyPageQueryType>(NewTourneyPageQuery);
  const organisation = data.viewer?.organisation;
  if (!organisation) return <Text>You have no organisation yet.</Text>;
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        New tourney
      </Heading>
      {organisation.viewerCanCreateTourney ? (
        <NewTourneyForm organisationId={organisation.id} />
      ) : (
        <Text>Only admins and moderators create tourneys.</Text>
      )}
    </Stack>
  );
}
