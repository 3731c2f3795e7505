import { graphql } from 'react-relay';
import { type CommandOutcome, useCommand } from '../../app/useCommand';
import type {
  AddGameRecordMatchMutation as AddGameRecordMatchMutationType,
  RecordMatchInput,
} from './__generated__/AddGameRecordMatchMutation.graphql';

const AddGameRecordMatchMutation = graphql`
  mutation AddGameRecordMatchMutation($input: RecordMatchInput!) {
    recordMatch(input: $input) {
      __typename
      ... on RecordMatchPayload {
        match {
          id
          scoreWinner
          scoreLoser
          pointChanges {
            player {
              id
              displayName
            }
            change
            won
            matchPoints
            bounty
            challengeBonus
            clampedAtZero
          }
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

/** Records a match (SPEC §5 "Add Game"); each submit is one command, so a retry never records twice. */
export function useRecordMatch() {
  const [run, recording] = useCommand<AddGameRecordMatchMutationType>(AddGameRecordMatchMutation);
  const recordMatch = (
    input: Omit<RecordMatchInput, 'commandId'>,
    outcome: CommandOutcome<AddGameRecordMatchMutationType>,
  ) => run({ input: { ...input, commandId: crypto.randomUUID() } }, outcome);
  return [recordMatch, recording] as const;
}
