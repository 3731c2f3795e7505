import { graphql } from 'react-relay';
import { type CommandOutcome, useCommand } from '../../app/useCommand';
import type {
  CreateTourneyInput,
  useCreateTourneyMutation as useCreateTourneyMutationType,
} from './__generated__/useCreateTourneyMutation.graphql';

const useCreateTourneyMutation = graphql`
  mutation useCreateTourneyMutation($input: CreateTourneyInput!) {
    createTourney(input: $input) {
      __typename
      ... on CreateTourneyPayload {
        tourney {
          id
          ...TourneyCard_tourney
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

/** SPEC §5 'New tourney': one submit is one command, so a retry never creates two. */
export function useCreateTourney() {
  const [run, creating] = useCommand<useCreateTourneyMutationType>(useCreateTourneyMutation);
  const create = (
    input: Omit<CreateTourneyInput, 'commandId'>,
    outcome: CommandOutcome<useCreateTourneyMutationType>,
  ) => run({ input: { ...input, commandId: crypto.randomUUID() } }, outcome);
  return [create, creating] as const;
}
