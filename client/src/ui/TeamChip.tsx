import { Flex } from '@chakra-ui/react';
import type { TeamId } from '../lib/addGame';

export const TEAM_NAME: Record<TeamId, string> = { whites: 'White', blacks: 'Black' };

/**
 * A team's chip: light for White, dark for Black, with a border that shows in both colour modes.
 * `tv`: large enough to read across the room.
 */
export function TeamChip({ team, tv = false }: { team: TeamId; tv?: boolean }) {
  return (
    <Flex
      align="center"
      px={tv ? '4' : '3'}
      py={tv ? '1.5' : '1'}
      rounded="full"
      borderWidth={tv ? '3px' : '2px'}
      borderColor="fg.muted"
      bg={team === 'whites' ? 'white' : 'gray.900'}
      color={team === 'whites' ? 'gray.900' : 'white'}
      fontWeight="bold"
      fontSize={tv ? { base: 'xl', lg: '3xl' } : 'md'}
      w="fit-content"
    >
      Team {TEAM_NAME[team]}
    </Flex>
  );
}
