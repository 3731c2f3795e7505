import { Button } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import { useNavigate } from 'react-router';
import { AlertDialog } from '../../app/AlertDialog';
import { useRouteQuery } from '../../app/routeQuery';
import type { AddGamePageQuery as AddGamePageQueryType } from './__generated__/AddGamePageQuery.graphql';
import { AddGame } from './AddGame';

// Started by the route's loader (app/routes.tsx) before this screen renders.
const AddGamePageQuery = graphql`
  query AddGamePageQuery @preloadable {
    viewer {
      player {
        location {
          id
        }
      }
      organisation {
        ...AddGame_organisation
      }
    }
  }
`;

// SPEC "Add-stats screen" (games/addStats): a match entered with one thumb at the table.
export default function AddGamePage() {
  const [data] = useRouteQuery<AddGamePageQueryType>(AddGamePageQuery);
  const navigate = useNavigate();
  const organisation = data.viewer?.organisation;
  if (!organisation)
    return (
      <AlertDialog
        open
        title="Setup Required"
        text="Please complete your organization setup before adding games."
        onClose={() => navigate('/postLogin')}
        actions={<Button onClick={() => navigate('/postLogin')}>OK</Button>}
      />
    );
  return <AddGame organisation={organisation} ownLocationId={data.viewer?.player?.location?.id ?? null} />;
}
