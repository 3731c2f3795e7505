import { graphql } from 'react-relay';
import { type CommandOutcome, useCommand } from '../../app/useCommand';
import type {
  ReportErrorInput,
  SendErrorMessageReportMutation as SendErrorMessageReportMutationType,
} from './__generated__/SendErrorMessageReportMutation.graphql';

const SendErrorMessageReportMutation = graphql`
  mutation SendErrorMessageReportMutation($input: ReportErrorInput!) {
    reportError(input: $input) {
      __typename
      ... on ReportErrorPayload {
        reportedAt
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Stores an error report (SPEC §8: a UI error log entry), also from a visitor who is not signed in. */
export function useReportError() {
  const [run, sending] = useCommand<SendErrorMessageReportMutationType>(SendErrorMessageReportMutation);
  const reportError = (
    input: ReportErrorInput,
    outcome: CommandOutcome<SendErrorMessageReportMutationType>,
  ) => run({ input }, outcome);
  return [reportError, sending] as const;
}
