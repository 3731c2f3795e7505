import { Badge, Box, Button, Card, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { format } from 'date-fns';
import { RotateCcw } from 'lucide-react';
import { graphql } from 'react-relay';
import { useRouteQuery } from '../../app/routeQuery';
import { type FrequencyRange, isDetectable } from '../../lib/bellDetector';
import { TeamChip } from '../../ui/TeamChip';
import type { AudioRecordingPageQuery as AudioRecordingPageQueryType } from './__generated__/AudioRecordingPageQuery.graphql';
import { FrequencyCountsTable } from './FrequencyCountsTable';
import type { ListeningStatus } from './useAudioAnalysis';
import { useCalibrateBells } from './useCalibrateBells';
import { useRecording } from './useRecording';

export const AUDIO_TEXTS = {
  title: 'Audio recording',
  starting: 'Asking for the microphone…',
  listening: 'Listening to the microphone. Ring a bell to see its band.',
  failed: 'Listening is off: the microphone is not available.',
  undetectable: 'At or below 3000 Hz: this bell is never heard.',
  noScorer: 'No bell heard yet',
  noOrganisation: 'Join an organisation to use its goal bells.',
} as const;

// Started by the route's loader (app/routes.tsx) before this screen renders.
const AudioRecordingPageQuery = graphql`
  query AudioRecordingPageQuery @preloadable {
    viewer {
      organisation {
        id
        viewerCanAdminister
        config {
          frequencyBlack {
            from
            to
          }
          frequencyWhite {
            from
            to
          }
        }
      }
    }
  }
`;

// SPEC §2 "Audio recording screen": the bands the microphone hears, the current scorer and the
// configured bells; listening from entry to leave. Admins take a heard band over as a bell's range.
export default function AudioRecordingPage() {
  const [data] = useRouteQuery<AudioRecordingPageQueryType>(AudioRecordingPageQuery);
  const organisation = data.viewer?.organisation;
  if (!organisation) return <Text>{AUDIO_TEXTS.noOrganisation}</Text>;
  return <AudioRecording organisation={organisation} />;
}

type Organisation = NonNullable<
  NonNullable<AudioRecordingPageQueryType['response']['viewer']>['organisation']
>;

function AudioRecording({ organisation }: { organisation: Organisation }) {
  const { config } = organisation;
  const recording = useRecording(config);
  const { calibrate, busy } = useCalibrateBells(organisation.id);
  const scorer = recording.scorer;
  return (
    <Stack gap="5" maxW="4xl" mx="auto" w="full">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          {AUDIO_TEXTS.title}
        </Heading>
        <StatusLine status={recording.status} />
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <Card.Root size="sm" variant="outline">
          <Card.Body gap="2">
            <Text color="fg.muted" fontSize="sm">
              Current scorer
            </Text>
            <Box role="status" aria-live="polite">
              {scorer ? (
                <Stack gap="1">
                  <TeamChip team={scorer.team} />
                  <Text fontSize="sm" color="fg.muted">
                    at {format(new Date(scorer.at), 'HH:mm:ss')}
                  </Text>
                </Stack>
              ) : (
                <Text fontSize="lg">{AUDIO_TEXTS.noScorer}</Text>
              )}
            </Box>
          </Card.Body>
        </Card.Root>
        <BellCard label="Black bell" range={config.frequencyBlack} />
        <BellCard label="White bell" range={config.frequencyWhite} />
      </SimpleGrid>
      <Card.Root variant="outline">
        <Card.Body gap="4">
          <Flex align="center" justify="space-between" gap="3" wrap="wrap">
            <Stack gap="0">
              <Heading as="h2" size="md">
                Frequency counts
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                Bands heard above 3000 Hz, by width, the most frequent first.
                {organisation.viewerCanAdminister && ' Take a bell’s band over as its range.'}
              </Text>
            </Stack>
            <Button variant="outline" minH="11" onClick={recording.reset}>
              <RotateCcw /> Reset counts
            </Button>
          </Flex>
          <FrequencyCountsTable
            groups={recording.groups}
            busy={busy}
            onCalibrate={organisation.viewerCanAdminister ? (bell, band) => void calibrate(bell, band) : null}
          />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

function StatusLine({ status }: { status: ListeningStatus }) {
  const text =
    status === 'failed'
      ? AUDIO_TEXTS.failed
      : status === 'listening'
        ? AUDIO_TEXTS.listening
        : AUDIO_TEXTS.starting;
  return (
    <Flex align="center" gap="2" color={status === 'failed' ? 'red.fg' : 'fg.muted'}>
      <Box
        aria-hidden
        boxSize="2.5"
        rounded="full"
        bg={status === 'listening' ? 'green.solid' : status === 'failed' ? 'red.solid' : 'gray.solid'}
      />
      <Text role="status">{text}</Text>
    </Flex>
  );
}

function BellCard({ label, range }: { label: string; range: FrequencyRange }) {
  const heard = isDetectable(range);
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Body gap="2">
        <Text color="fg.muted" fontSize="sm">
          {label}
        </Text>
        <Text fontSize="2xl" fontWeight="bold" fontVariantNumeric="tabular-nums">
          {range.from}–{range.to} Hz
        </Text>
        {!heard && (
          <Badge colorPalette="orange" whiteSpace="normal" alignSelf="flex-start">
            {AUDIO_TEXTS.undetectable}
          </Badge>
        )}
      </Card.Body>
    </Card.Root>
  );
}
