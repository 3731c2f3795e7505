import { Button, Card, Flex, Stack, Text } from '@chakra-ui/react';
import { format } from 'date-fns';
import { graphql, usePaginationFragment } from 'react-relay';
import { useRouteQuery } from '../../app/routeQuery';
import type { FeedbackList_organisation$key } from './__generated__/FeedbackList_organisation.graphql';
import type { FeedbackSectionQuery as FeedbackSectionQueryType } from './__generated__/FeedbackSectionQuery.graphql';
import { AdminCard } from './AdminCard';

// Started by the route's loader (app/routes.tsx) before this tab renders: the newest feedback.
const FeedbackSectionQuery = graphql`
  query FeedbackSectionQuery($orgId: ID!) @preloadable {
    organisation(id: $orgId) {
      ...FeedbackList_organisation
    }
  }
`;

// SPEC §2 Feedback through the app's own form: what the organisation's people wrote, newest first.
export default function FeedbackSection() {
  const [data] = useRouteQuery<FeedbackSectionQueryType>(FeedbackSectionQuery);
  if (!data.organisation) return <Text>You have no organisation yet.</Text>;
  return <FeedbackList organisation={data.organisation} />;
}

function FeedbackList(props: { organisation: FeedbackList_organisation$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment FeedbackList_organisation on Organisation
      @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" })
      @refetchable(queryName: "FeedbackListPaginationQuery") {
        feedback(first: $count, after: $cursor) @connection(key: "FeedbackList_feedback") {
          edges {
            node {
              id
              text
              sentAt
              authorName
            }
          }
        }
      }
    `,
    props.organisation,
  );
  const entries = data.feedback.edges.map((e) => e.node);
  return (
    <AdminCard
      title="Feedback"
      description="What people wrote in the app's feedback form (when no external feedback tool is set in Configuration)."
    >
      {entries.length === 0 && <Text color="fg.muted">No feedback yet.</Text>}
      <Stack as="ul" gap="3">
        {entries.map((entry) => (
          <Card.Root as="li" key={entry.id} size="sm" variant="subtle">
            <Card.Body gap="2">
              <Flex justify="space-between" gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
                <Text fontWeight="medium" color="fg">
                  {entry.authorName}
                </Text>
                <Text fontVariantNumeric="tabular-nums">
                  {format(new Date(entry.sentAt), 'yyyy-MM-dd HH:mm')}
                </Text>
              </Flex>
              <Text whiteSpace="pre-wrap">{entry.text}</Text>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
      {hasNext && (
        <Button alignSelf="center" variant="outline" loading={isLoadingNext} onClick={() => loadNext(25)}>
          Show more
        </Button>
      )}
    </AdminCard>
  );
}
