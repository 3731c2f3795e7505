import { Box, Button, Checkbox, Flex, Heading, IconButton, Stack, Text } from '@chakra-ui/react';
import { ArrowLeftRight } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useLocation, useNavigate } from 'react-router';
import { AlertDialog } from '../../app/AlertDialog';
import { toaster } from '../../app/toaster';
import { useOnline } from '../../app/useOnline';
import {
  type AddGameForm,
  checkForm,
  type GameMode,
  initialForm,
  isKrabbelWithSixInARow,
  parseLastMatch,
  preSubmitCheck,
  setMode,
  setPlayer,
  sidesOf,
  switchLineup,
  switchTeams,
  type TeamId,
  type Teams,
  toMatchInput,
  visiblePlayers,
} from '../../lib/addGame';
import { pointsLines, RECORDED_TEXTS } from '../../lib/recordedMatch';
import { playBuzz } from '../../lib/sound';
import { readLocal, writeLocal } from '../../lib/storage';
import type { AddGame_organisation$key } from './__generated__/AddGame_organisation.graphql';
import { GameOptions } from './GameOptions';
import { LivePanel, LiveToggle, RunningGame } from './LivePanel';
import { NoSeasonAlert } from './NoSeasonAlert';
import { SubmitBar } from './SubmitBar';
import { type PlayerOption, TeamCard } from './TeamCard';
import { useLeaveLiveGame } from './useLeaveLiveGame';
import { useLiveMode } from './useLiveMode';
import { useRecordMatch } from './useRecordMatch';

/** What player selection (and other screens) may hand to Add Game (SPEC: navigation state). */
export interface AddGameState {
  gameMode?: GameMode;
  teams?: Teams;
}

/** The form of the Add Game screen: mode, both teams with their scores, six in a row, Submit. */
export function AddGame(props: { organisation: AddGame_organisation$key; ownLocationId: string | null }) {
  const organisation = useFragment(
    graphql`
      fragment AddGame_organisation on Organisation {
        locations {
          id
          ...useLiveMode_location
        }
        config {
          defaultLive
          frequencyBlack {
            from
            to
          }
          frequencyWhite {
            from
            to
          }
        }
        currentSeason {
          isActive
        }
        players(first: 1000) {
          edges {
            node {
              id
              displayName
              department
              isDisabled
              location {
                id
              }
            }
          }
        }
        ...NoSeasonAlert_organisation
      }
    `,
    props.organisation,
  );
  const navigate = useNavigate();
  const arrived = useLocation().state as AddGameState | null;
  const online = useOnline();
  const [form, setForm] = useState<AddGameForm>(() => initialForm(arrived?.gameMode ?? 2, arrived?.teams));
  const [showAll, setShowAll] = useState(() => readLocal('showAllLocations') === 'true');
  const [failure, setFailure] = useState<string | null>(null);
  const lastMatch = useMemo(() => parseLastMatch(readLocal('lastMatch')), []);

  const { locations } = organisation;
  const [locationId] = useState(() => {
    const remembered = readLocal('currentLocation');
    const known = (id: string | null) => (id && locations.some((l) => l.id === id) ? id : null);
    return known(remembered) ?? known(props.ownLocationId) ?? locations[0]?.id ?? null;
  });
  const live = useLiveMode({
    location: locations.find((l) => l.id === locationId) ?? null,
    setForm,
    ranges: organisation.config,
    defaultLive: organisation.config.defaultLive,
  });

  const players = useMemo(
    () =>
      organisation.players.edges.map(({ node }) => ({
        id: node.id,
        label: node.displayName,
        isDisabled: node.isDisabled,
        department: node.department ?? null,
        locationId: node.location?.id ?? null,
      })),
    [organisation],
  );
  const chosen = new Set(Object.values(form.teams).flatMap((l) => [l.defense, l.offense]));
  // Whoever is already chosen stays listed, so a lineup from 'Last match' never loses a name.
  const visible = new Set(visiblePlayers(players, showAll, locationId).map((p) => p.id));
  const options: PlayerOption[] = players.filter((p) => chosen.has(p.id) || visible.has(p.id));

  const check = checkForm(form, online);
  const pointless = isKrabbelWithSixInARow(form);
  const wasPointless = useRef(false);
  useEffect(() => {
    if (pointless && !wasPointless.current) playBuzz();
    wasPointless.current = pointless;
  }, [pointless]);

  const [recordMatch, submitting] = useRecordMatch();

  const submit = () => {
    const guard = preSubmitCheck(Boolean(organisation.currentSeason?.isActive), locationId);
    if ('problem' in guard) {
      toaster.create({ type: 'error', title: guard.problem });
      return;
    }
    // A live game's match names it: the game ends with it, and the match keeps its goals.
    const liveGameId = live.submitting();
    recordMatch(
      { ...toMatchInput(form, guard.locationId), liveGameId },
      {
        done: ({ match }) => {
          const { winners, losers } = sidesOf(form);
          writeLocal('lastMatch', JSON.stringify({ mode: form.mode, teams: form.teams }));
          writeLocal('winners', JSON.stringify(winners));
          writeLocal('losers', JSON.stringify(losers));
          writeLocal('currentLocation', guard.locationId);
          // Say what happened, then show the table with the match's badge (the season screen reads
          // `recordedMatchId`; /stats itself redirects to the season screen without the state).
          if (match)
            toaster.create({
              type: 'success',
              title: RECORDED_TEXTS.title(match.scoreWinner, match.scoreLoser),
              // One line per side: who won how much, who lost how much.
              description: pointsLines(match.pointChanges).map((line) => (
                <Text as="span" display="block" key={line}>
                  {line}
                </Text>
              )),
              duration: 8000,
            });
          navigate('/stats/season', match ? { state: { recordedMatchId: match.id } } : undefined);
        },
        failed: (message) => {
          live.submitFailed();
          setFailure(message);
        },
      },
    );
  };

  const teamCard = (team: TeamId) => (
    <TeamCard
      team={team}
      mode={form.mode}
      lineup={form.teams[team]}
      players={options}
      score={team === 'whites' ? form.scoreWhites : form.scoreBlacks}
      otherScore={team === 'whites' ? form.scoreBlacks : form.scoreWhites}
      scoreError={team === 'whites' ? check.scoreWhites : check.scoreBlacks}
      onPick={(position, id) => setForm((f) => setPlayer(f, team, position, id))}
      onSwitchLineup={() => setForm((f) => switchLineup(f, team))}
      onScore={(value) =>
        setForm((f) => ({ ...f, [team === 'whites' ? 'scoreWhites' : 'scoreBlacks']: value }))
      }
      live={
        live.on
          ? {
              canPlus: live.stepOf(team, 1) !== null,
              canMinus: live.stepOf(team, -1) !== null,
              onStep: (by) => live.step(team, by),
            }
          : null
      }
    />
  );

  const leaveDialog = useLeaveLiveGame(live);

  return (
    <Stack gap="4" maxW="4xl" mx="auto" w="full">
      <Heading as="h1" size="lg" srOnly>
        Add Game
      </Heading>
      {leaveDialog}
      <NoSeasonAlert organisation={organisation} />
      <RunningGame live={live} form={form} />
      <GameOptions
        locked={live.on}
        mode={form.mode}
        onMode={(mode) => setForm((f) => setMode(f, mode))}
        onLastMatch={
          lastMatch && (() => setForm((f) => ({ ...f, mode: lastMatch.mode, teams: lastMatch.teams })))
        }
        showAll={showAll}
        onShowAll={(all) => {
          setShowAll(all);
          writeLocal('showAllLocations', String(all));
        }}
        onTeamSelection={() =>
          navigate('/games/addStats/overview', {
            state: { gameMode: form.mode, allPlayers: options.map((p) => p.id), teams: form.teams },
          })
        }
      />

      <Flex direction={{ base: 'column', lg: 'row' }} gap="3" align="stretch">
        {teamCard('whites')}
        {/* On phones it sits on the seam between the cards, so both fit above the fold. */}
        <IconButton
          alignSelf="center"
          variant="outline"
          bg="bg.panel"
          shadow="xs"
          rounded="full"
          size="lg"
          my={{ base: '-5', lg: '0' }}
          zIndex="1"
          aria-label="Switch teams"
          disabled={live.on}
          onClick={() => setForm(switchTeams)}
        >
          <Box as={ArrowLeftRight} transform={{ base: 'rotate(90deg)', lg: 'none' }} />
        </IconButton>
        {teamCard('blacks')}
      </Flex>

      <Flex gap="3" align="center" wrap="wrap">
        <Checkbox.Root
          minH="11"
          checked={form.sixInARow}
          onCheckedChange={(e) => setForm((f) => ({ ...f, sixInARow: e.checked === true }))}
          size="lg"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Six in a Row</Checkbox.Label>
        </Checkbox.Root>
        <LiveToggle live={live} form={form} />
      </Flex>
      <LivePanel live={live} />

      <SubmitBar
        scoreWhites={form.scoreWhites}
        scoreBlacks={form.scoreBlacks}
        reason={check.reason}
        submitting={submitting}
        onSubmit={submit}
      />

      <AlertDialog
        open={failure !== null}
        title="Error"
        text={failure}
        onClose={() => setFailure(null)}
        actions={<Button onClick={() => setFailure(null)}>OK</Button>}
      />
    </Stack>
  );
}
