import { graphql } from 'react-relay';
import type { SeasonsSectionCreateMutation as SeasonsSectionCreateMutationType } from './__generated__/SeasonsSectionCreateMutation.graphql';
import type { SeasonsSectionUpdateMutation as SeasonsSectionUpdateMutationType } from './__generated__/SeasonsSectionUpdateMutation.graphql';
import { useSave } from './useSave';

// The seasons tab's mutations.

const SeasonsSectionUpdateMutation = graphql`
  mutation SeasonsSectionUpdateMutation($input: UpdateSeasonInput!) {
    updateSeason(input: $input) {
      __typename
      ... on UpdateSeasonPayload { season { ...SeasonRow_season } }
      ... on Error { message }
      ... on InputValidationError { issues { message } }
    }
  }
`;

/** Corrects a season's dates. */
export const useUpdateSeason = () => useSave<SeasonsSectionUpdateMutationType>(SeasonsSectionUpdateMutation);

const SeasonsSectionCreateMutation = graphql`
  mutation SeasonsSectionCreateMutation($input: CreateSeasonInput!) {
    createSeason(input: $input) {
      __typename
      ... on CreateSeasonPayload { season { id number } }
      ... on Error { message }
      ... on InputValidationError { issues { message } }
    }
  }
`;

/** Creates the next season. */
export const useCreateSeason = () =>
  useSave<SeasonsSectionCreateMutationType>(SeasonsSectionCreateMutation, 'Season created');
