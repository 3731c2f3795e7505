import { Badge, Box, Card, Link as ChakraLink, HStack, Stack, Text } from '@chakra-ui/react';
import { format } from 'date-fns';
import { PlayCircle } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { replayUrl } from '../../lib/camera';
import type { LiveGoals_game$key } from './__generated__/LiveGoals_game.graphql';

/** The running game at the camera's table: its score and goals, each with its replay once cut. */
export function LiveGoals(props: { game: LiveGoals_game$key }) {
  const game = useFragment(
    graphql`
      fragment LiveGoals_game on LiveGame {
        id
        scoreBlacks
        scoreWhites
        goals {
          side
          at
          replayPath
        }
      }
    `,
    props.game,
  );
  return (
    <Card.Root size="sm">
      <Card.Header>
        <HStack justify="space-between">
          <Card.Title>Game at this table</Card.Title>
          <Text
            fontWeight="bold"
            fontSize="xl"
            fontVariantNumeric="tabular-nums"
            aria-label="Score, whites to blacks"
          >
            {game.scoreWhites} : {game.scoreBlacks}
          </Text>
        </HStack>
      </Card.Header>
      <Card.Body pt="0">
        {game.goals.length === 0 ? (
          <Text color="fg.muted">No goals yet.</Text>
        ) : (
          <Stack as="ol" gap="1" aria-label="Goals">
            {game.goals.map((goal, i) => (
              <HStack as="li" key={goal.at} justify="space-between" minH="11">
                <HStack gap="2">
                  <Box fontVariantNumeric="tabular-nums" color="fg.muted">
                    {format(new Date(goal.at), 'HH:mm:ss')}
                  </Box>
                  <TeamChip side={goal.side} />
                </HStack>
                {goal.replayPath ? (
                  <ChakraLink asChild color="felt.fg">
                    <Link to={replayUrl(goal.replayPath)}>
                      <PlayCircle size={18} aria-hidden /> Replay goal {i + 1}
                    </Link>
                  </ChakraLink>
                ) : (
                  <Text fontSize="sm" color="fg.muted">
                    Replay coming…
                  </Text>
                )}
              </HStack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** The team's chip, light for White and dark for Black in both colour modes (as on Add Game). */
function TeamChip({ side }: { side: string }) {
  const white = side === 'WHITES';
  return (
    <Badge
      variant="outline"
      borderWidth="1px"
      borderColor="fg.muted"
      bg={white ? 'white' : 'gray.900'}
      color={white ? 'gray.900' : 'white'}
    >
      {white ? 'White' : 'Black'}
    </Badge>
  );
}
