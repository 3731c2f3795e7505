import {
  Box,
  Button,
  Card,
  Field,
  Heading,
  Link,
  NativeSelect,
  Spinner,
  Table,
  Text,
} from '@chakra-ui/react';
import { Suspense, useEffect, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery, useQueryLoader } from 'react-relay';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router';
import { AlertDialog } from '../../app/AlertDialog';
import { useAppState } from '../../app/AppState';
import { useRouteQuery } from '../../app/routeQuery';
import { rememberWantedUrl } from '../../lib/wantedUrl';
import type { ClaimPlayersQuery as ClaimPlayersQueryType } from './__generated__/ClaimPlayersQuery.graphql';
import type { ClaimQuery as ClaimQueryType } from './__generated__/ClaimQuery.graphql';
import { useClaimPlayer } from './useClaimPlayer';

// Started by the route's loader (app/routes.tsx) before this screen renders.
const ClaimQuery = graphql`
  query ClaimQuery @preloadable {
    organisations(first: 100) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`;

// The chosen organisation's unclaimed players: started when the organisation is chosen (see Claim).
const ClaimPlayersQuery = graphql`
  query ClaimPlayersQuery($organisationId: ID!) {
    node(id: $organisationId) {
      ... on Organisation {
        unclaimedPlayers(first: 500) {
          edges {
            node {
              id
              name
              nickname
              location {
                name
              }
            }
          }
        }
      }
    }
  }
`;

// SPEC §2 claim: pick an organisation, claim one of its unclaimed players (or create a new one).
// The organisations come with the route (its loader); the players of the one chosen are asked for
// when it is chosen, in the select's handler, not while rendering (docs/decisions.md, "Claim").
export default function Claim() {
  const { viewer } = useAppState();
  const [data] = useRouteQuery<ClaimQueryType>(ClaimQuery);
  const organisations = data.organisations.edges.map((e) => e.node);
  const [organisationId, setOrganisationId] = useState(
    organisations.length === 1 ? organisations[0]!.id : '',
  );
  const [players, loadPlayers] = useQueryLoader<ClaimPlayersQueryType>(ClaimPlayersQuery);
  // The players in the store show at once (after a failed claim too, beside its message) while the
  // server's answer comes.
  const showPlayersOf = (id: string) => {
    setOrganisationId(id);
    if (id) loadPlayers({ organisationId: id }, { fetchPolicy: 'store-and-network' });
  };
  // The only organisation is chosen on arrival: its players are asked for as soon as it is known.
  const [arrivedWith] = useState(organisationId);
  useEffect(() => {
    if (arrivedWith) loadPlayers({ organisationId: arrivedWith }, { fetchPolicy: 'store-and-network' });
  }, [arrivedWith, loadPlayers]);
  const claimed = Boolean(viewer?.player?.isClaimed);
  if (claimed) return <Navigate to="/stats" replace />;

  return (
    <Box as="main" maxW="3xl" mx="auto" px="4" py={{ base: '4', md: '8' }}>
      <Card.Root>
        <Card.Body gap="5">
          <Heading as="h1" size="xl">
            <Link asChild color="felt.fg">
              <RouterLink to="/postLogin/1">Claim a player or Create a new one</RouterLink>
            </Link>
          </Heading>
          <Field.Root>
            <Field.Label>Organisation</Field.Label>
            <NativeSelect.Root size="lg">
              <NativeSelect.Field value={organisationId} onChange={(e) => showPlayersOf(e.target.value)}>
                <option value="">Choose an organization</option>
                {organisations.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {organisationId && players && (
            <Suspense fallback={<Spinner color="felt.solid" />}>
              <UnclaimedPlayers
                players={players}
                disabled={claimed}
                reload={() => showPlayersOf(organisationId)}
              />
            </Suspense>
          )}
        </Card.Body>
      </Card.Root>
    </Box>
  );
}

function UnclaimedPlayers(props: {
  players: PreloadedQuery<ClaimPlayersQueryType>;
  disabled: boolean;
  /** After a failed claim: the list again, from the server. */
  reload: () => void;
}) {
  const { disabled, reload } = props;
  const { viewer, refresh } = useAppState();
  const navigate = useNavigate();
  const data = usePreloadedQuery<ClaimPlayersQueryType>(ClaimPlayersQuery, props.players);
  const [chosen, setChosen] = useState<{ id: string; name: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [claimPlayer, busy] = useClaimPlayer();
  const players = data.node?.unclaimedPlayers?.edges.map((e) => e.node) ?? [];

  function claim() {
    if (!chosen) return;
    if (!viewer?.emailVerified) {
      // Claiming needs a verified e-mail: sign in first, then come back here.
      rememberWantedUrl('/claim');
      return navigate('/');
    }
    claimPlayer(chosen.id, {
      done: async () => {
        setChosen(null);
        localStorage.removeItem('newPlayer');
        await refresh();
        navigate('/stats', { replace: true });
      },
      failed: (message, network) => {
        setChosen(null);
        if (network) return setFailure('Error during claim');
        setFailure(`Error during claim: ${message}`);
        reload();
      },
    });
  }

  if (players.length === 0) return <Text color="fg.muted">This organization has no unclaimed players.</Text>;
  return (
    <>
      {failure && (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      )}
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader>Location</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <Text srOnly>Claim</Text>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {players.map((p) => (
            <Table.Row key={p.id}>
              <Table.Cell>
                <Text fontWeight="medium">{p.nickname}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {p.name}
                </Text>
              </Table.Cell>
              <Table.Cell>{p.location?.name ?? '–'}</Table.Cell>
              <Table.Cell textAlign="end">
                <Button
                  size="sm"
                  colorPalette="felt"
                  variant="outline"
                  disabled={disabled}
                  onClick={() => setChosen({ id: p.id, name: p.nickname })}
                >
                  Claim
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <AlertDialog
        open={chosen !== null}
        title={`Claim player: ${chosen?.name ?? ''}`}
        text="Are you sure you want to claim this player?"
        onClose={() => setChosen(null)}
        actions={
          <>
            <Button variant="outline" onClick={() => setChosen(null)}>
              Cancel
            </Button>
            <Button colorPalette="felt" onClick={claim} loading={busy}>
              Claim
            </Button>
          </>
        }
      />
    </>
  );
}
