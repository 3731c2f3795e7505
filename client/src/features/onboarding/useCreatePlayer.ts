import { graphql } from 'react-relay';
import { type CommandOutcome, useCommand } from '../../app/useCommand';
import type {
  CreatePlayerInput,
  PostLoginCreatePlayerMutation as PostLoginCreatePlayerMutationType,
} from './__generated__/PostLoginCreatePlayerMutation.graphql';

const PostLoginCreatePlayerMutation = graphql`
  mutation PostLoginCreatePlayerMutation($input: CreatePlayerInput!) {
    createPlayer(input: $input) {
      __typename
      ... on CreatePlayerPayload {
        viewer {
          setup {
            hasValidSetup
            error
          }
        }
      }
      ... on InputValidationError {
        issues {
          message
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export interface Setup {
  readonly hasValidSetup: boolean;
  readonly error: string | null | undefined;
}

/**
 * Creates the viewer's player (onboarding); `done` gets the initialisation check that comes with it
 * (SPEC §4: is the workspace complete?).
 */
export function useCreatePlayer() {
  const [run, creating] = useCommand<PostLoginCreatePlayerMutationType>(PostLoginCreatePlayerMutation);
  const createPlayer = (
    input: CreatePlayerInput,
    outcome: {
      done(setup: Setup): void;
      failed: CommandOutcome<PostLoginCreatePlayerMutationType>['failed'];
    },
  ) =>
    run(
      { input },
      {
        done: (payload) => {
          const setup = payload.viewer?.setup;
          if (setup) outcome.done(setup);
          else outcome.failed('Error', false);
        },
        failed: outcome.failed,
      },
    );
  return [createPlayer, creating] as const;
}
