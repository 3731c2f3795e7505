import { graphql } from 'react-relay';
import type { MaintenanceSectionRebuildMutation as MaintenanceSectionRebuildMutationType } from './__generated__/MaintenanceSectionRebuildMutation.graphql';
import { useSave } from './useSave';

// The maintenance tab's one mutation.

const MaintenanceSectionRebuildMutation = graphql`
  mutation MaintenanceSectionRebuildMutation($name: String!) {
    rebuildProjection(name: $name) {
      __typename
      ... on RebuildProjectionPayload { projection { ...ProjectionRow_projection } }
      ... on Error { message }
    }
  }
`;

/** Starts rebuilding a read model from the event log (installation admins). */
export const useRebuildProjection = () =>
  useSave<MaintenanceSectionRebuildMutationType>(MaintenanceSectionRebuildMutation, 'Rebuild started');
