import { graphql } from 'react-relay';
import { toaster } from '../../app/toaster';
import { useCommand } from '../../app/useCommand';
import type { PlayerSelectionVotesVoteMutation as PlayerSelectionVotesVoteMutationType } from './__generated__/PlayerSelectionVotesVoteMutation.graphql';

const PlayerSelectionVotesVoteMutation = graphql`
  mutation PlayerSelectionVotesVoteMutation($input: VotePlayerSelectionInput!) {
    votePlayerSelection(input: $input) {
      __typename
      ... on VotePlayerSelectionPayload {
        votes {
          ...PlayerSelectionVotes_votes
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** A thumbs up or down for a layout of player selection; the new counts update the store. */
export function useVote() {
  const [run] = useCommand<PlayerSelectionVotesVoteMutationType>(PlayerSelectionVotesVoteMutation);
  return (layout: 'single' | 'double', direction: 'UP' | 'DOWN') =>
    run(
      {
        input: {
          layout: layout === 'single' ? 'SINGLE' : 'DOUBLE',
          direction,
          commandId: crypto.randomUUID(),
        },
      },
      {
        done: () => {},
        failed: (message, network) =>
          toaster.create({
            type: 'error',
            title: 'Error',
            description: network ? 'Your vote was not counted.' : message,
          }),
      },
    );
}
