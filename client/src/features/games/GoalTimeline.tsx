import { Box, Card, Flex, Heading, Link, List, Text } from '@chakra-ui/react';
import { format } from 'date-fns';
import { AudioLines, Hand, Mic, Play } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import { replayUrl } from '../../lib/camera';
import { goalTimeline, sourceLabel } from '../../lib/liveGame';
import { TEAM_NAME } from '../../ui/TeamChip';
import type { GoalTimeline_match$key } from './__generated__/GoalTimeline_match.graphql';

const SOURCE_ICON = { BUTTON: Hand, VOICE: Mic, BELL: AudioLines } as const;

/**
 * A match played live: its goals in order, each with the time since the first goal, the side, how
 * it was scored (button, voice, bell) and the score after it. Nothing for a match without goals.
 */
export function GoalTimeline(props: { match: GoalTimeline_match$key }) {
  const { goals } = useFragment(
    graphql`
      fragment GoalTimeline_match on Match {
        goals {
          at
          side
          source
          replayPath
        }
      }
    `,
    props.match,
  );
  if (goals.length === 0) return null;
  const rows = goalTimeline(goals);
  return (
    <Card.Root size="sm" as="section" aria-label="Goals">
      <Card.Header>
        <Heading as="h2" size="md">
          Goals
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          First goal at {format(new Date(rows[0]!.at), 'HH:mm:ss')}
        </Text>
      </Card.Header>
      <Card.Body>
        <List.Root as="ol" variant="plain" gap="1" fontVariantNumeric="tabular-nums">
          {rows.map((row) => {
            const Icon = SOURCE_ICON[row.source as keyof typeof SOURCE_ICON] ?? Hand;
            return (
              // The score after a goal names it: it only grows along the timeline.
              <List.Item key={row.score} display="flex" alignItems="center" gap="3" minH="9">
                <Text as="span" w="12" color="fg.muted" textAlign="end">
                  {row.elapsed}
                </Text>
                <Box
                  aria-hidden
                  boxSize="3"
                  flexShrink="0"
                  rounded="full"
                  borderWidth="2px"
                  borderColor="fg.muted"
                  bg={row.team === 'whites' ? 'white' : 'gray.900'}
                />
                <Text as="span" flex="1" minW="0">
                  Team {TEAM_NAME[row.team]}
                </Text>
                <Flex as="span" align="center" gap="1.5" color="fg.muted" fontSize="sm" w="20">
                  <Icon size={16} aria-hidden /> {sourceLabel(row.source)}
                </Flex>
                <Text as="span" fontWeight="semibold" w="10" textAlign="end">
                  {row.score}
                </Text>
                {/* The camera's clip of this goal, once it is cut (issue 28). */}
                <Box w="20" textAlign="end">
                  {row.replayPath && (
                    <Link asChild color="felt.fg" fontSize="sm">
                      <RouterLink
                        to={replayUrl(row.replayPath)}
                        aria-label={`Replay of the goal to ${row.score}`}
                      >
                        <Play size={14} aria-hidden /> Replay
                      </RouterLink>
                    </Link>
                  )}
                </Box>
              </List.Item>
            );
          })}
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
}
