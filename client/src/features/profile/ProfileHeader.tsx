import { Box, Flex, Heading, Image, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { initialsOf } from '../../lib/profile';
import type { ProfileHeader_player$key } from './__generated__/ProfileHeader_player.graphql';

/** Name, nickname, picture (or initials), location and department. */
export function ProfileHeader(props: { player: ProfileHeader_player$key }) {
  const p = useFragment(
    graphql`
      fragment ProfileHeader_player on Player {
        name
        nickname
        imageUrl
        department
        location {
          name
        }
      }
    `,
    props.player,
  );
  const where = [p.location?.name, p.department].filter(Boolean).join(' · ');
  return (
    <Flex gap="4" align="center" minW="0">
      {p.imageUrl ? (
        <Image src={p.imageUrl} alt="" boxSize="16" borderRadius="full" objectFit="cover" flexShrink={0} />
      ) : (
        <Box
          aria-hidden="true"
          boxSize="16"
          borderRadius="full"
          bg="felt.muted"
          color="felt.fg"
          display="grid"
          placeItems="center"
          fontSize="xl"
          fontWeight="bold"
          flexShrink={0}
        >
          {initialsOf(p.nickname || p.name)}
        </Box>
      )}
      <Box minW="0">
        <Heading as="h1" size="xl" truncate>
          {p.name}
        </Heading>
        {p.nickname && (
          <Text color="fg.muted" truncate>
            „{p.nickname}“
          </Text>
        )}
        {where && (
          <Text fontSize="sm" color="fg.muted">
            {where}
          </Text>
        )}
      </Box>
    </Flex>
  );
}
