import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { NoSeasons_organisation$key } from './__generated__/NoSeasons_organisation.graphql';

/** SPEC §2: an organisation without seasons. Its admins get the way to create one. */
export function NoSeasons(props: { organisation: NoSeasons_organisation$key }) {
  const org = useFragment(
    graphql`
      fragment NoSeasons_organisation on Organisation {
        viewerCanAdminister
      }
    `,
    props.organisation,
  );
  return (
    <Stack gap="2" py="10" align="center" textAlign="center">
      <Text fontSize="lg" fontWeight="semibold">
        No Seasons Available
      </Text>
      {org.viewerCanAdminister ? (
        <ChakraLink asChild color="felt.fg">
          <Link to="/admin/seasons">Create a season in the admin area</Link>
        </ChakraLink>
      ) : (
        <Text color="fg.muted">Please contact an administrator to create a season.</Text>
      )}
    </Stack>
  );
}
