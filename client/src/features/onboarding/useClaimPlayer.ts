import { graphql } from 'react-relay';
import { type CommandOutcome, useCommand } from '../../app/useCommand';
import type { ClaimPlayerMutation as ClaimPlayerMutationType } from './__generated__/ClaimPlayerMutation.graphql';

const ClaimPlayerMutation = graphql`
  mutation ClaimPlayerMutation($input: ClaimPlayerInput!) {
    claimPlayer(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

/** The viewer claims an unclaimed player (SPEC §2 "Claim"): its matches become theirs. */
export function useClaimPlayer() {
  const [run, claiming] = useCommand<ClaimPlayerMutationType>(ClaimPlayerMutation);
  const claimPlayer = (playerId: string, outcome: CommandOutcome<ClaimPlayerMutationType>) =>
    run({ input: { playerId } }, outcome);
  return [claimPlayer, claiming] as const;
}
