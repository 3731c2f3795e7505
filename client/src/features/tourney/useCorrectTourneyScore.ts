import { graphql } from 'react-relay';
import { useCommand } from '../../app/useCommand';
import type { useCorrectTourneyScoreMutation as MutationType } from './__generated__/useCorrectTourneyScoreMutation.graphql';
import { commandFailed } from './commandFailed';

// Issue 28: an admin corrects a decided result; the answer carries the plan decided again.
const useCorrectTourneyScoreMutation = graphql`
  mutation useCorrectTourneyScoreMutation($input: CorrectTourneyScoreInput!) {
    correctTourneyScore(input: $input) {
      __typename
      ... on CorrectTourneyScorePayload {
        tourney {
          ...TourneyPlan_tourney
          ...TourneyDetails_tourney
        }
      }
      ... on Error {
        message
      }
      ... on InputValidationError {
        issues {
          message
        }
      }
    }
  }
`;

export function useCorrectTourneyScore() {
  const [run, correcting] = useCommand<MutationType>(useCorrectTourneyScoreMutation);
  const correct = (
    input: { tourneyId: string; matchId: string; scoreHome: number; scoreAway: number },
    settled: () => void,
  ) =>
    run(
      { input: { ...input, commandId: crypto.randomUUID() } },
      {
        done: settled,
        failed: (message, network) => {
          settled();
          commandFailed(message, network);
        },
      },
    );
  return [correct, correcting] as const;
}
