import { Button, Flex, Text } from '@chakra-ui/react';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useMemo, useState } from 'react';
import { graphql, useFragment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { PlayerSelectionVotes_votes$key } from './__generated__/PlayerSelectionVotes_votes.graphql';
import type { PlayerSelectionVotesSubscription as PlayerSelectionVotesSubscriptionType } from './__generated__/PlayerSelectionVotesSubscription.graphql';
import { useVote } from './useVote';

export type Layout = 'single' | 'double';

const PlayerSelectionVotesSubscription = graphql`
  subscription PlayerSelectionVotesSubscription($organisationId: ID!) {
    playerSelectionVotesChanged(organisationId: $organisationId) {
      ...PlayerSelectionVotes_votes
    }
  }
`;

/** SPEC: thumbs up/down per layout with live counts; after one vote all four stay disabled. */
export function PlayerSelectionVotes(props: {
  organisationId: string;
  votes: PlayerSelectionVotes_votes$key;
}) {
  const votes = useFragment(
    graphql`
      fragment PlayerSelectionVotes_votes on PlayerSelectionVotes {
        id
        single {
          upvotes
          downvotes
        }
        double {
          upvotes
          downvotes
        }
      }
    `,
    props.votes,
  );
  const [voted, setVoted] = useState(false);
  const { organisationId } = props;
  const live = useMemo<GraphQLSubscriptionConfig<PlayerSelectionVotesSubscriptionType>>(
    () => ({ subscription: PlayerSelectionVotesSubscription, variables: { organisationId } }),
    [organisationId],
  );
  useSubscription(live);
  const castVote = useVote();
  const vote = (layout: Layout, direction: 'UP' | 'DOWN') => {
    setVoted(true);
    castVote(layout, direction);
  };
  return (
    <Flex gap="2" ms={{ lg: 'auto' }} w={{ base: 'full', lg: 'auto' }} justify="space-between">
      {(['single', 'double'] as const).map((layout) => (
        <Flex key={layout} gap="0" align="center" role="group" aria-label={`Votes for ${layout}`}>
          <Text fontSize="sm" color="fg.muted">
            {layout === 'single' ? 'Single' : 'Double'}
          </Text>
          <Button
            size="sm"
            px="2"
            variant="ghost"
            disabled={voted}
            aria-label={`Thumbs up for ${layout}: ${votes[layout].upvotes}`}
            onClick={() => vote(layout, 'UP')}
          >
            <ThumbsUp /> {votes[layout].upvotes}
          </Button>
          <Button
            size="sm"
            px="2"
            variant="ghost"
            disabled={voted}
            aria-label={`Thumbs down for ${layout}: ${votes[layout].downvotes}`}
            onClick={() => vote(layout, 'DOWN')}
          >
            <ThumbsDown /> {votes[layout].downvotes}
          </Button>
        </Flex>
      ))}
    </Flex>
  );
}
