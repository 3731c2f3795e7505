import { Button, EmptyState, VStack } from '@chakra-ui/react';
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
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Indicator>
          <CalendarClock />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{PLAN_TEXTS.notStarted}</EmptyState.Title>
          <EmptyState.Description>{PLAN_TEXTS.notStartedText}</EmptyState.Description>
        </VStack>
        {tourney.viewerCanStart && (
          <Button colorPalette="felt" minH="11" loading={props.starting} onClick={props.onStart}>
            <Play /> Start
          </Button>
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
