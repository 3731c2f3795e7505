import { graphql } from 'react-relay';
import { useCommand } from '../../app/useCommand';
import type {
  CreateOrganisationInput,
  OrganisationSetupCreateMutation as OrganisationSetupCreateMutationType,
} from './__generated__/OrganisationSetupCreateMutation.graphql';
import type { OrganisationSetupCreateSeasonMutation as OrganisationSetupCreateSeasonMutationType } from './__generated__/OrganisationSetupCreateSeasonMutation.graphql';

const OrganisationSetupCreateMutation = graphql`
  mutation OrganisationSetupCreateMutation($input: CreateOrganisationInput!) {
    createOrganisation(input: $input) {
      __typename
      ... on CreateOrganisationPayload {
        organisation {
          id
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

const OrganisationSetupCreateSeasonMutation = graphql`
  mutation OrganisationSetupCreateSeasonMutation($input: CreateSeasonInput!) {
    createSeason(input: $input) {
      __typename
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

interface SetUpOutcome {
  done(): void;
  /** The server refused (its message), or a request failed on the way (`network`). */
  failed(message: string, network: boolean): void;
}

/** The first admin sets up the league: the organisation with its first location, then its first season. */
export function useSetUpLeague() {
  const [createOrganisation, creatingOrganisation] = useCommand<OrganisationSetupCreateMutationType>(
    OrganisationSetupCreateMutation,
  );
  const [createSeason, creatingSeason] = useCommand<OrganisationSetupCreateSeasonMutationType>(
    OrganisationSetupCreateSeasonMutation,
  );
  const setUp = (
    organisation: CreateOrganisationInput,
    season: { startsOn: string; endsOn: string },
    outcome: SetUpOutcome,
  ) =>
    createOrganisation(
      { input: organisation },
      {
        done: (payload) => {
          if (!payload.organisation) return outcome.failed('Error', false);
          createSeason({ input: { organisationId: payload.organisation.id, ...season } }, outcome);
        },
        failed: outcome.failed,
      },
    );
  return [setUp, creatingOrganisation || creatingSeason] as const;
}
