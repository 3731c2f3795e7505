import { Stack } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import { RequireVerified } from '../../app/guards';
import { useRouteQuery } from '../../app/routeQuery';
import type { SoundsPageQuery as SoundsPageQueryType } from './__generated__/SoundsPageQuery.graphql';
import { ScreenHeader } from './ScreenHeader';
import { Soundboard } from './Soundboard';
import { ToolFrame } from './ToolFrame';

// Started by the route's loader (app/routes.tsx) before this screen renders.
const SoundsPageQuery = graphql`
  query SoundsPageQuery @preloadable {
    viewer {
      organisation {
        config {
          soundboardUrl
        }
      }
    }
  }
`;

export default function SoundsRoute() {
  return (
    <RequireVerified>
      <SoundsPage />
    </RequireVerified>
  );
}

// SPEC §2 Sounds: the organisation's soundboard in a frame, else the app's own sounds.
function SoundsPage() {
  const [data] = useRouteQuery<SoundsPageQueryType>(SoundsPageQuery);
  const external = data.viewer?.organisation?.config.soundboardUrl;
  return (
    <Stack gap="4">
      <ScreenHeader title="Sounds" />
      {external ? <ToolFrame src={external} title="Soundboard" /> : <Soundboard />}
    </Stack>
  );
}
