import { Alert, Link } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { NoSeasonAlert_organisation$key } from './__generated__/NoSeasonAlert_organisation.graphql';

/** Without an active season nobody records a match; an admin is offered the way to create one. */
export function NoSeasonAlert(props: { organisation: NoSeasonAlert_organisation$key }) {
  const organisation = useFragment(
    graphql`
      fragment NoSeasonAlert_organisation on Organisation {
        viewerCanAdminister
        currentSeason {
          isActive
        }
      }
    `,
    props.organisation,
  );
  if (organisation.currentSeason?.isActive) return null;
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>No active season found. Contact your admin to create a season.</Alert.Title>
        {organisation.viewerCanAdminister && (
          <Alert.Description>
            <Link asChild>
              <RouterLink to="/admin/seasons">Create a season</RouterLink>
            </Link>
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
