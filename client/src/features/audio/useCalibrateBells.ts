import { graphql } from 'react-relay';
import type { FrequencyRange } from '../../lib/bellDetector';
import { useSave } from '../admin/useSave';
import type { useCalibrateBellsMutation as MutationType } from './__generated__/useCalibrateBellsMutation.graphql';

// Calibration from the audio page: an observed band becomes a bell's configured range (the league
// configuration's frequencyBlack or frequencyWhite, the same command as the admin form's).
const useCalibrateBellsMutation = graphql`
  mutation useCalibrateBellsMutation($input: UpdateLeagueConfigInput!) {
    updateLeagueConfig(input: $input) {
      __typename
      ... on UpdateLeagueConfigPayload {
        organisation {
          id
          config {
            frequencyBlack {
              from
              to
            }
            frequencyWhite {
              from
              to
            }
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

export type Bell = 'black' | 'white';

/** Sets one bell's band; the other values of the configuration stay as they are. */
export function useCalibrateBells(organisationId: string) {
  const { save, busy } = useSave<MutationType>(useCalibrateBellsMutation);
  const calibrate = (bell: Bell, range: FrequencyRange) =>
    save(
      {
        input: {
          organisationId,
          [bell === 'black' ? 'frequencyBlack' : 'frequencyWhite']: { from: range.from, to: range.to },
        },
      },
      `${bell === 'black' ? 'Black' : 'White'} bell: ${range.from}–${range.to} Hz`,
    );
  return { calibrate, busy };
}
