import { Box, Button, Card, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { graphql } from 'react-relay';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router';
import { AlertDialog } from '../../app/AlertDialog';
import { useAppState } from '../../app/AppState';
import { RequireVerified } from '../../app/guards';
import { LogoutDialog } from '../../app/LogoutDialog';
import { useRouteQuery } from '../../app/routeQuery';
import { takeWantedUrl } from '../../lib/wantedUrl';
import type { PostLoginQuery as PostLoginQueryType } from './__generated__/PostLoginQuery.graphql';
import { OrganisationSetup } from './OrganisationSetup';
import { PlayerForm } from './PlayerForm';
import { Stepper } from './Stepper';
import { useCreatePlayer } from './useCreatePlayer';

const NEW_PLAYER_KEY = 'newPlayer';
const STEPS = ['Tutorial', 'Claim or Create', 'Create a new player'];
/**
 * The tutorial (SPEC: step 1): how the league works, in the app itself. It was a link to a video
 * search page (issue 28); a self-hosted installation may have no internet, and a search is no intro.
 */
const TUTORIAL = [
  [
    'Play to 6',
    'A match is 1 vs 1 or 2 vs 2 and ends when one side has 6 goals. Record it on Add Game in a few taps.',
  ],
  [
    'Win MMR',
    'Winners gain points and losers lose some (never below 0); beating a higher rank pays more, a 6:0 twice as much.',
  ],
  [
    'Chase the bonus',
    'The current challenge pays a bonus once a season; a winning streak puts a bounty on your head.',
  ],
  ['Climb the season', 'Every season has its own table, awards and krabbel count. See them under Stats.'],
] as const;

// True while finish() refreshes the viewer and leaves. The refreshed viewer has a player, so the shell
// swaps to its full layout and its outlet mounts this screen again: that mount is not an arrival with
// a player (forwarding it to /stats lost the page the new player wanted, e.g. /games/history).
let finishing = false;

// Started by the route's loader (app/routes.tsx) before this screen renders; always from the server.
const PostLoginQuery = graphql`
  query PostLoginQuery @preloadable {
    viewer {
      viewerCanCreateOrganisation
      apiKeyOrganisations {
        id
      }
      organisation {
        id
      }
      player {
        isClaimed
        isHost
      }
    }
    organisations(first: 100) {
      edges {
        node {
          id
          ...PlayerForm_organisations
        }
      }
    }
  }
`;

export default function PostLoginRoute() {
  return (
    <RequireVerified allowNewPlayer>
      <PostLogin />
    </RequireVerified>
  );
}

// SPEC §2/§4 onboarding: tutorial, claim or create, the player form, then the workspace check.
function PostLogin() {
  const { tabId } = useParams();
  const navigate = useNavigate();
  const { refresh } = useAppState();
  const [data, reload] = useRouteQuery<PostLoginQueryType>(PostLoginQuery);
  const [step, setStep] = useState(() => clampStep(Number(tabId ?? 0)));
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [setupProblem, setSetupProblem] = useState<{ title: string; text: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [createPlayer, busy] = useCreatePlayer();

  const player = data.viewer?.player;
  // A user who arrives here with a claimed player (or as a host) is forwarded on. Decided once, on
  // arrival: the player created below also shows up here (the mutation updates the store), and
  // then finish() sends the user where they wanted to go, not this redirect.
  const [arrivedPlaying] = useState(
    () => !finishing && Boolean(player && (player.isClaimed || player.isHost)),
  );
  useEffect(() => {
    if (arrivedPlaying) localStorage.removeItem(NEW_PLAYER_KEY);
    else localStorage.setItem(NEW_PLAYER_KEY, 'true');
  }, [arrivedPlaying]);
  if (arrivedPlaying) return <Navigate to="/stats" replace />;
  // finish() is on its way (see `finishing`): this is the screen mounted again by the shell.
  if (finishing) return <Frame>Setting up your workspace…</Frame>;
  const organisations = data.organisations.edges.map((e) => e.node);

  // Creating organisations is the installation admin's (DESIGN §11): the first user sets up the league.
  if (organisations.length === 0 && data.viewer?.viewerCanCreateOrganisation)
    return (
      <Frame>
        <OrganisationSetup onDone={() => reload('network-only')} />
      </Frame>
    );

  async function finish() {
    finishing = true;
    try {
      await refresh();
      localStorage.removeItem(NEW_PLAYER_KEY);
      await navigate(takeWantedUrl() ?? '/stats', { replace: true });
    } finally {
      finishing = false;
    }
  }

  return (
    <Frame>
      {(data.viewer?.apiKeyOrganisations.length ?? 0) > 0 && (
        <Text fontSize="sm" color="fg.muted" mb="4">
          Here to read the league's data?{' '}
          <Link asChild color="felt.fg">
            <RouterLink to="/apiKeys">Manage your API keys</RouterLink>
          </Link>
        </Text>
      )}
      <Stepper steps={STEPS} current={step} />
      {step === 0 && (
        <Stack gap="4">
          <Heading size="lg">Welcome to Kicker League</Heading>
          <Text color="fg.muted">
            Record every match at the table in a few seconds, climb the season ranking and challenge your
            colleagues. How it works:
          </Text>
          <Stack as="ol" gap="3" listStyleType="none" ps="0">
            {TUTORIAL.map(([title, text], i) => (
              <Flex as="li" key={title} gap="3" align="flex-start">
                <Flex
                  aria-hidden="true"
                  flexShrink="0"
                  w="7"
                  h="7"
                  borderRadius="full"
                  bg="felt.subtle"
                  color="felt.fg"
                  fontWeight="bold"
                  align="center"
                  justify="center"
                >
                  {i + 1}
                </Flex>
                <Text>
                  <Text as="span" fontWeight="semibold">
                    {title}.
                  </Text>{' '}
                  {text}
                </Text>
              </Flex>
            ))}
          </Stack>
          <Flex justify="flex-end">
            <Button colorPalette="felt" size="lg" onClick={() => setStep(1)}>
              Skip
            </Button>
          </Flex>
        </Stack>
      )}
      {step === 1 && (
        <Stack gap="4">
          <Heading size="lg">Claim or Create</Heading>
          <Text color="fg.muted">
            Someone may already have recorded matches for you as a guest. Claim that player to keep your
            points, or start fresh.
          </Text>
          <Flex gap="3" wrap="wrap">
            {!player?.isClaimed && (
              <Button asChild variant="outline" size="lg">
                <RouterLink to="/claim">Claim an existing player</RouterLink>
              </Button>
            )}
            <Button colorPalette="felt" size="lg" onClick={() => setStep(2)}>
              Create New Player
            </Button>
          </Flex>
        </Stack>
      )}
      {step === 2 && (
        <Stack gap="4">
          <Heading size="lg">Create a new player</Heading>
          <PlayerForm
            mode="create"
            organisations={organisations}
            // The organisation they belong to (an invitation link's), chosen for them.
            initial={data.viewer?.organisation ? { organisationId: data.viewer.organisation.id } : undefined}
            submitLabel="Create new player"
            cancelLabel="Cancel"
            busy={busy}
            error={error}
            onCancel={() => setConfirmCancel(true)}
            onSubmit={(values) => {
              setError(null);
              createPlayer(
                {
                  organisationId: values.organisationId,
                  name: values.name.trim(),
                  nickname: values.nickname.trim(),
                  locationId: values.locationId,
                  department: values.department || null,
                },
                {
                  // The initialisation step: is the workspace complete?
                  done: (setup) =>
                    setup.hasValidSetup
                      ? finish()
                      : setSetupProblem({
                          title: 'Setup Error',
                          text: setup.error ?? 'Failed to initialize your workspace. Please try again.',
                        }),
                  failed: (message, network) =>
                    network
                      ? setSetupProblem({
                          title: 'Setup Failed',
                          text: 'There was an error completing your setup. Please try again.',
                        })
                      : setError(message),
                },
              );
            }}
          />
        </Stack>
      )}
      <LogoutDialog open={confirmCancel} onClose={() => setConfirmCancel(false)} />
      <AlertDialog
        open={setupProblem !== null}
        title={setupProblem?.title}
        text={setupProblem?.text}
        onClose={() => setSetupProblem(null)}
        actions={
          <Button colorPalette="felt" onClick={() => setSetupProblem(null)}>
            OK
          </Button>
        }
      />
    </Frame>
  );
}

function clampStep(n: number) {
  return Number.isInteger(n) && n >= 0 && n < STEPS.length ? n : 0;
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <Box as="main" maxW="xl" mx="auto" px="4" pb="10">
      <Card.Root>
        <Card.Body>{children}</Card.Body>
      </Card.Root>
    </Box>
  );
}
