import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { CalendarClock, Play } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import type { TourneyPlan_tourney$key } from './__generated__/TourneyPlan_tourney.graphql';
import { Bracket } from './Bracket';

export const PLAN_TEXTS = {
  notStarted: 'Tournament not started yet',
  notStartedText: 'The tournament bracket will appear here once the tournament is launched.',
} as const;

/** SPEC §2 tab 'Plan': the bracket, or before the launch the placeholder and 'Start' (for admins). */
export function TourneyPlan(props: {
  tourney: TourneyPlan_tourney$key;
  onStart: () => void;
  starting: boolean;
}) {
  const tourney = useFragment(
    graphql`
      fragment TourneyPlan_tourney on Tourney {
        rounds {
          __typename
        }
        viewerCanStart
        ...Bracket_tourney
      }
    `,
    props.tourney,
  );
  if (tourney.rounds) return <Bracket tourney={tourney} />;
  return (
    <Stack align="center" textAlign="center" gap="3" py="10" px="4">
      <Box color="fg.muted" aria-hidden>
        <CalendarClock size={40} />
      </Box>
      <Heading as="h2" size="md">
        {PLAN_TEXTS.notStarted}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {PLAN_TEXTS.notStartedText}
      </Text>
      {tourney.viewerCanStart && (
        <Button colorPalette="felt" minH="11" loading={props.starting} onClick={props.onStart}>
          <Play /> Start
        </Button>
      )}
    </Stack>
  );
}
