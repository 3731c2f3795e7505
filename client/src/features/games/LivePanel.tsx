import { Alert, Box, Button, Card, Flex, Link, Stack, Switch, Text } from '@chakra-ui/react';
import { AudioLines, Mic, MonitorPlay, Radio, Undo2, X } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import type { AddGameForm } from '../../lib/addGame';
import { NO_SPEECH_TEXT } from '../../lib/speechGoals';
import type { ListeningStatus } from '../audio/useAudioAnalysis';
import { useQuestion } from '../tourney/ConfirmDialog';
import type { LiveMode } from './useLiveMode';

export const LIVE_PANEL_TEXTS = {
  running: 'Running live game',
  abandonTitle: 'Abandon live game',
  abandonText: 'The game ends for everyone following it, and no match is recorded.',
  voiceOff: 'Voice is off: the browser could not listen (no microphone or no permission).',
  bellsOff: 'Bells are off: the microphone is not available.',
} as const;

export const scoreboardPath = (locationId: string) => `/tv/live/${encodeURIComponent(locationId)}`;

const STATUS_TEXT: Record<ListeningStatus, string> = {
  off: 'Off',
  starting: 'Asking for the microphone…',
  listening: 'Listening',
  failed: 'Off',
};

/** SPEC §2: the Live button, where the location has live scoring and not on a small device. */
export function LiveToggle({ live, form }: { live: LiveMode; form: AddGameForm }) {
  if (!live.offered) return null;
  return (
    <Button
      ms="auto"
      variant={live.on ? 'solid' : 'outline'}
      colorPalette={live.on ? 'felt' : undefined}
      hideBelow="lg"
      minH="11"
      aria-pressed={live.on}
      loading={live.starting}
      onClick={() => (live.on ? live.turnOff() : live.turnOn(form))}
    >
      <Radio /> Live
    </Button>
  );
}

/**
 * A game running at the location while this screen is not live: its score, the scoreboard (also on
 * phones) and, where live mode is offered (not on phones), Join.
 */
export function RunningGame({ live, form }: { live: LiveMode; form: AddGameForm }) {
  if (!live.offered || !live.locationId || live.on || !live.running) return null;
  return (
    <Alert.Root
      as="section"
      aria-label={LIVE_PANEL_TEXTS.running}
      status="info"
      alignItems="center"
      flexWrap="wrap"
      gap="3"
    >
      <Alert.Indicator>
        <Radio />
      </Alert.Indicator>
      <Alert.Content flex="1" minW="48">
        <Alert.Title>A live game is running at {live.locationName}</Alert.Title>
        <Alert.Description fontVariantNumeric="tabular-nums">
          White {live.running.scoreWhites} : {live.running.scoreBlacks} Black
        </Alert.Description>
      </Alert.Content>
      <Flex gap="2">
        <Button asChild variant="outline" size="sm" minH="11">
          <RouterLink to={scoreboardPath(live.locationId)}>
            <MonitorPlay /> Scoreboard
          </RouterLink>
        </Button>
        <Button colorPalette="felt" size="sm" minH="11" hideBelow="lg" onClick={() => live.turnOn(form)}>
          Join
        </Button>
      </Flex>
    </Alert.Root>
  );
}

/**
 * SPEC §4 Live mode on Add Game, while live: what listens, and the actions the form has no place
 * for (undo, scoreboard, abandon).
 */
export function LivePanel({ live }: { live: LiveMode }) {
  const { ask, dialog } = useQuestion();
  if (!live.on || !live.locationId) return null;
  const board = scoreboardPath(live.locationId);
  const goals = live.live?.goals.length ?? 0;
  return (
    <Card.Root variant="outline" borderColor="red.solid" aria-label="Live mode" as="section">
      <Card.Body gap="3" p="4">
        <Flex align="center" gap="3" wrap="wrap">
          <Flex align="center" gap="2" me="auto">
            <Box aria-hidden boxSize="2.5" rounded="full" bg="red.solid" />
            <Text fontWeight="bold">Live at {live.locationName}</Text>
            <Text color="fg.muted" fontSize="sm">
              {goals === 1 ? '1 goal' : `${goals} goals`}
            </Text>
          </Flex>
          <Button variant="outline" minH="11" disabled={goals === 0} onClick={live.undo}>
            <Undo2 /> Undo last goal
          </Button>
          <Button asChild variant="outline" minH="11">
            <RouterLink to={board} target="_blank">
              <MonitorPlay /> Scoreboard
            </RouterLink>
          </Button>
          <Button
            variant="outline"
            colorPalette="red"
            minH="11"
            loading={live.abandoning}
            onClick={() =>
              ask({
                title: LIVE_PANEL_TEXTS.abandonTitle,
                text: LIVE_PANEL_TEXTS.abandonText,
                confirm: 'Abandon',
                danger: true,
                onConfirm: live.abandon,
              })
            }
          >
            <X /> Abandon
          </Button>
        </Flex>
        <Flex gap={{ base: '3', md: '8' }} wrap="wrap" align="flex-start">
          <Stack gap="1" minW="56" flex="1">
            {live.voice.available ? (
              <>
                <Switch.Root
                  // What it does, not what was wished: a microphone refused is off (issue 28).
                  checked={live.listening.voice && live.voice.status !== 'failed'}
                  disabled={live.voice.status === 'failed'}
                  onCheckedChange={(e) => live.setListening({ ...live.listening, voice: e.checked })}
                  colorPalette="felt"
                >
                  <Switch.HiddenInput />
                  <Switch.Control />
                  <Switch.Label display="flex" alignItems="center" gap="1.5">
                    <Mic size={16} /> Voice
                  </Switch.Label>
                </Switch.Root>
                <Text fontSize="sm" color={live.voice.status === 'failed' ? 'red.fg' : 'fg.muted'}>
                  {live.voice.status === 'failed'
                    ? LIVE_PANEL_TEXTS.voiceOff
                    : STATUS_TEXT[live.voice.status]}
                  {live.voice.lastText && live.voice.status === 'listening' && (
                    <> · heard “{live.voice.lastText}”</>
                  )}
                </Text>
              </>
            ) : (
              <Text fontSize="sm" color="fg.muted">
                {NO_SPEECH_TEXT}
              </Text>
            )}
          </Stack>
          <Stack gap="1" minW="56" flex="1">
            <Switch.Root
              checked={live.listening.bells && live.bells !== 'failed'}
              disabled={live.bells === 'failed'}
              onCheckedChange={(e) => live.setListening({ ...live.listening, bells: e.checked })}
              colorPalette="felt"
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label display="flex" alignItems="center" gap="1.5">
                <AudioLines size={16} /> Goal bells
              </Switch.Label>
            </Switch.Root>
            <Text fontSize="sm" color={live.bells === 'failed' ? 'red.fg' : 'fg.muted'}>
              <span>{live.bells === 'failed' ? LIVE_PANEL_TEXTS.bellsOff : STATUS_TEXT[live.bells]}</span>{' '}
              <Link asChild fontSize="sm" colorPalette="felt" textDecoration="underline">
                <RouterLink to="/audioRecording">Bell frequencies</RouterLink>
              </Link>
            </Text>
          </Stack>
        </Flex>
      </Card.Body>
      {dialog}
    </Card.Root>
  );
}
