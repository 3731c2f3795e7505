import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { WaitingForVerification_query$key } from './__generated__/WaitingForVerification_query.graphql';
import { AdminCard } from './AdminCard';
import { useMarkEmailVerified } from './usePeopleMutations';

// Issue 28: colleagues who signed up and wait for their e-mail address to be confirmed (an
// installation whose mail they did not get, or who joined before the invitation link). One tap each.

export function WaitingForVerification(props: { query: WaitingForVerification_query$key }) {
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment WaitingForVerification_query on Query
      @argumentDefinitions(orgId: { type: "ID!" })
      @refetchable(queryName: "WaitingForVerificationRefetchQuery") {
        organisation(id: $orgId) {
          waitingForVerification
        }
        waiting: users(organisationId: $orgId, first: 50, waitingForVerification: true) {
          edges {
            node {
              id
              name
              email
              viewerCanMarkEmailVerified
            }
          }
        }
      }
    `,
    props.query,
  );
  const verify = useMarkEmailVerified();
  const count = data.organisation?.waitingForVerification ?? 0;
  const people = data.waiting.edges.map((e) => e.node).filter((u) => u.viewerCanMarkEmailVerified);
  if (count === 0 || people.length === 0) return null;
  return (
    <AdminCard
      title={`Waiting for verification (${count})`}
      description="They signed up but could not confirm their e-mail address. Verify the people you know."
    >
      <Stack gap="0">
        {people.map((u) => (
          <Flex
            key={u.id}
            gap="3"
            py="2"
            borderBottomWidth="1px"
            align="center"
            role="group"
            aria-label={u.name}
          >
            <Stack gap="0" flex="1" minW="0">
              <Text fontWeight="semibold" truncate>
                {u.name}
              </Text>
              <Text fontSize="sm" color="fg.muted" truncate>
                {u.email}
              </Text>
            </Stack>
            <Button
              size="md"
              colorPalette="felt"
              loading={verify.busy}
              onClick={async () => {
                if (await verify.save({ input: { userId: u.id } }, `${u.name} is verified`))
                  refetch({}, { fetchPolicy: 'network-only' });
              }}
            >
              Verify
            </Button>
          </Flex>
        ))}
      </Stack>
    </AdminCard>
  );
}
