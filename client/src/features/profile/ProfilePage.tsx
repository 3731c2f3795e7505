import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import { Link, useParams } from 'react-router';
import { RequireSignedIn } from '../../app/guards';
import { useRouteQuery } from '../../app/routeQuery';
import type { ProfilePageQuery as ProfilePageQueryType } from './__generated__/ProfilePageQuery.graphql';
import { ProfileView } from './ProfileView';

// Started by the route's loader (app/routes.tsx): `/profile` is the viewer's own player,
// `/profile/{id}` a Player's global id; `?season=` a season of the player's organisation.
const ProfilePageQuery = graphql`
  query ProfilePageQuery($id: ID!, $own: Boolean!, $season: Int) @preloadable {
    viewer {
      player @include(if: $own) {
        id
        ...ProfileView_player @arguments(season: $season)
      }
    }
    node(id: $id) @skip(if: $own) {
      ...ProfileView_player @arguments(season: $season) @alias(as: "player")
    }
  }
`;

export default function ProfileRoute() {
  return (
    <RequireSignedIn>
      <ProfilePage />
    </RequireSignedIn>
  );
}

// Issue 13 item 5: a player's season at a glance, from any player name in the app.
function ProfilePage() {
  const { playerId } = useParams();
  const [data] = useRouteQuery<ProfilePageQueryType>(ProfilePageQuery);
  if (!playerId) {
    const own = data.viewer?.player;
    if (!own)
      return (
        <Message title="You have no player yet">
          <ChakraLink asChild color="felt.fg">
            <Link to="/postLogin">Claim or create your player</Link>
          </ChakraLink>
        </Message>
      );
    return <ProfileView key={own.id} player={own} />;
  }
  // Another organisation's player is not visible unless it is public: the server answers nothing.
  const player = data.node?.player;
  if (!player)
    return (
      <Message title="Player not found">
        <Text color="fg.muted">This player does not exist, or is not in an organisation you can see.</Text>
        <ChakraLink asChild color="felt.fg">
          <Link to="/stats">Back to the stats</Link>
        </ChakraLink>
      </Message>
    );
  return <ProfileView key={playerId} player={player} />;
}

function Message(props: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="2" py="10" align="center" textAlign="center">
      <Text as="h1" fontSize="lg" fontWeight="semibold">
        {props.title}
      </Text>
      {props.children}
    </Stack>
  );
}
