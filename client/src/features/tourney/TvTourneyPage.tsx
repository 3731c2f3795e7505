import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { Trophy, X } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import { useRouteQuery } from '../../app/routeQuery';
import { placeNames } from '../../lib/tourney';
import type { TvTourney_tourney$key } from './__generated__/TvTourney_tourney.graphql';
import type { TvTourneyPageQuery as TvTourneyPageQueryType } from './__generated__/TvTourneyPageQuery.graphql';
import { Bracket } from './Bracket';
import { PLAN_TEXTS } from './TourneyPlan';
import { useLiveTourney } from './useLiveTourney';

// Started by the route's loader (app/routes.tsx) before this screen renders.
const TvTourneyPageQuery = graphql`
  query TvTourneyPageQuery($id: ID!) @preloadable {
    node(id: $id) {
      ... on Tourney @alias(as: "tourney") {
        id
        ...TvTourney_tourney
      }
    }
  }
`;

// The bracket for the screen on the wall (/tv/tourney/{tourneyId}): no app bars, large type, read
// only, following every score; the champion once the final is decided.
export default function TvTourneyPage() {
  const [data] = useRouteQuery<TvTourneyPageQueryType>(TvTourneyPageQuery);
  const tourney = data.node?.tourney ?? null;
  return (
    <Box minH="100dvh" bg="bg" color="fg" px={{ base: '4', lg: '10' }} py={{ base: '4', lg: '8' }}>
      {tourney ? (
        <TvTourney id={tourney.id} tourney={tourney} />
      ) : (
        <Text fontSize="2xl">This tourney does not exist (any more).</Text>
      )}
    </Box>
  );
}

function TvTourney(props: { id: string; tourney: TvTourney_tourney$key }) {
  useLiveTourney(props.id);
  const tourney = useFragment(
    graphql`
      fragment TvTourney_tourney on Tourney {
        id
        name
        status
        rounds {
          __typename
        }
        firstPlace {
          id
          displayName
        }
        ...Bracket_tourney
      }
    `,
    props.tourney,
  );
  const champion =
    tourney.status === 'COMPLETED' ? placeNames(tourney.firstPlace.map((p) => p.displayName)) : '';
  return (
    <Flex direction="column" gap={{ base: '4', lg: '8' }}>
      <Flex justify="space-between" align="center" gap="4">
        <Heading as="h1" fontSize={{ base: '3xl', lg: '5xl' }} lineHeight="1.1" minW="0" truncate>
          {tourney.name}
        </Heading>
        <Button asChild variant="ghost" size="lg" aria-label="Leave TV view">
          <RouterLink to={`/games/tourney/${encodeURIComponent(tourney.id)}`}>
            <X />
          </RouterLink>
        </Button>
      </Flex>
      {champion && (
        <Flex
          align="center"
          gap="4"
          px="6"
          py="4"
          borderRadius="xl"
          bg="felt.muted"
          role="status"
          aria-label={`Champion: ${champion}`}
        >
          <Trophy size={56} color="var(--chakra-colors-orange-500)" aria-hidden />
          <Box>
            <Text fontSize={{ base: 'xl', lg: '2xl' }} color="fg.muted">
              Champion
            </Text>
            <Text fontSize={{ base: '3xl', lg: '5xl' }} fontWeight="bold">
              {champion}
            </Text>
          </Box>
        </Flex>
      )}
      {tourney.rounds ? (
        <Bracket tourney={tourney} tv />
      ) : (
        <Box>
          <Text fontSize={{ base: '2xl', lg: '4xl' }} fontWeight="bold">
            {PLAN_TEXTS.notStarted}
          </Text>
          <Text fontSize={{ base: 'xl', lg: '2xl' }} color="fg.muted">
            {PLAN_TEXTS.notStartedText}
          </Text>
        </Box>
      )}
    </Flex>
  );
}
