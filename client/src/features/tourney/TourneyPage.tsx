import { Button, Flex, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { Tv } from 'lucide-react';
import { graphql } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useRouteQuery } from '../../app/routeQuery';
import type { TourneyPageQuery as TourneyPageQueryType } from './__generated__/TourneyPageQuery.graphql';
import { TourneyDetails } from './TourneyDetails';
import { TourneyPlan } from './TourneyPlan';
import { useJoinTourney } from './useJoinTourney';
import { useLiveTourney } from './useLiveTourney';
import { useTourneyAdmin } from './useTourneyAdmin';

// Started by the route's loader (app/routes.tsx) before this screen renders.
const TourneyPageQuery = graphql`
  query TourneyPageQuery($id: ID!) @preloadable {
    node(id: $id) {
      ... on Tourney @alias(as: "tourney") {
        id
        name
        mode
        participantCount
        viewerCanJoin
        rounds {
          __typename
        }
        ...TourneyDetails_tourney
        ...TourneyPlan_tourney
      }
    }
  }
`;

// SPEC §2 'Details' (games/tourney/{tourneyId}): the tourney's name, its tabs 'Details' and 'Plan',
// both following every change live.
export default function TourneyPage() {
  const [data] = useRouteQuery<TourneyPageQueryType>(TourneyPageQuery);
  const tourney = data.node?.tourney ?? null;
  if (!tourney) return <Text>This tourney does not exist (any more).</Text>;
  return <Tourney tourney={tourney} />;
}

type Shown = NonNullable<NonNullable<TourneyPageQueryType['response']['node']>['tourney']>;

function Tourney({ tourney }: { tourney: Shown }) {
  const navigate = useNavigate();
  useLiveTourney(tourney.id);
  const admin = useTourneyAdmin(tourney, () => navigate('/games/tourney'));
  const [join, joining] = useJoinTourney();
  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="2xl" minW="0" truncate>
          {tourney.name}
        </Heading>
        <Flex gap="2">
          {tourney.viewerCanJoin && (
            <Button colorPalette="felt" minH="11" loading={joining} onClick={() => join(tourney.id)}>
              Join tourney
            </Button>
          )}
          <Button asChild variant="outline" minH="11">
            <RouterLink to={`/tv/tourney/${encodeURIComponent(tourney.id)}`}>
              <Tv /> TV view
            </RouterLink>
          </Button>
        </Flex>
      </Flex>
      <Tabs.Root defaultValue={tourney.rounds ? 'plan' : 'details'} variant="line" colorPalette="felt">
        <Tabs.List>
          <Tabs.Trigger value="details" minH="11">
            Details
          </Tabs.Trigger>
          <Tabs.Trigger value="plan" minH="11">
            Plan
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="details">
          <TourneyDetails tourney={tourney} admin={admin} />
        </Tabs.Content>
        <Tabs.Content value="plan">
          <TourneyPlan tourney={tourney} onStart={admin.start} starting={admin.busy.launching} />
        </Tabs.Content>
      </Tabs.Root>
      {admin.dialog}
    </Stack>
  );
}
