import { Stack, Text } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import { RequireSignedIn } from '../../app/guards';
import { useRouteQuery } from '../../app/routeQuery';
import type { FeedbackPageQuery as FeedbackPageQueryType } from './__generated__/FeedbackPageQuery.graphql';
import { FeedbackForm } from './FeedbackForm';
import { FeedbackTool } from './FeedbackTool';
import { ScreenHeader } from './ScreenHeader';

// Started by the route's loader (app/routes.tsx) before this screen renders.
const FeedbackPageQuery = graphql`
  query FeedbackPageQuery @preloadable {
    viewer {
      organisation {
        id
        config {
          feedbackUrl
        }
      }
    }
  }
`;

export default function FeedbackRoute() {
  return (
    <RequireSignedIn>
      <FeedbackPage />
    </RequireSignedIn>
  );
}

// SPEC §2 Feedback: the organisation's feedback tool in a full-size frame, else the app's own form.
function FeedbackPage() {
  const [data] = useRouteQuery<FeedbackPageQueryType>(FeedbackPageQuery);
  const organisation = data.viewer?.organisation;
  const tool = organisation?.config.feedbackUrl;
  return (
    <Stack gap="4">
      <ScreenHeader title="Feedback" />
      {!organisation ? (
        <Text>You have no organisation yet.</Text>
      ) : tool ? (
        <FeedbackTool organisationId={organisation.id} url={tool} />
      ) : (
        <FeedbackForm organisationId={organisation.id} />
      )}
    </Stack>
  );
}
