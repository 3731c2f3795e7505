import { graphql } from 'react-relay';
import { type CommandOutcome, useCommand } from '../../app/useCommand';
import type { FeedbackFormSendMutation as SendType } from './__generated__/FeedbackFormSendMutation.graphql';
import type { FeedbackToolTokenMutation as TokenType } from './__generated__/FeedbackToolTokenMutation.graphql';

const FeedbackFormSendMutation = graphql`
  mutation FeedbackFormSendMutation($input: SendFeedbackInput!) {
    sendFeedback(input: $input) {
      __typename
      ... on SendFeedbackPayload {
        sentAt
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

/** SPEC §2 Feedback without a tool: the app's own form, read by the organisation's admins. */
export function useSendFeedback() {
  const [run, sending] = useCommand<SendType>(FeedbackFormSendMutation);
  const send = (organisationId: string, text: string, outcome: CommandOutcome<SendType>) =>
    run({ input: { organisationId, text } }, outcome);
  return [send, sending] as const;
}

const FeedbackToolTokenMutation = graphql`
  mutation FeedbackToolTokenMutation($input: GenerateCustomTokenInput!) {
    generateCustomToken(input: $input) {
      __typename
      ... on GenerateCustomTokenPayload {
        status
        token
        uid
        displayName
        role
      }
      ... on Error {
        message
      }
    }
  }
`;

/** SPEC §7 generateCustomToken: the signed token the external feedback tool signs the user in with. */
export function useGenerateCustomToken() {
  const [run, busy] = useCommand<TokenType>(FeedbackToolTokenMutation);
  const generate = (organisationId: string, outcome: CommandOutcome<TokenType>) =>
    run({ input: { organisationId } }, outcome);
  return [generate, busy] as const;
}
