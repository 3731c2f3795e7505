import { Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A camera screen's title, with its controls (camera chooser, day) beside it on wide screens. */
export function ScreenHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Flex
      gap="3"
      justify="space-between"
      align={{ base: 'stretch', md: 'flex-end' }}
      direction={{ base: 'column', md: 'row' }}
    >
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {children && (
        <Flex gap="3" align="flex-end" wrap="wrap">
          {children}
        </Flex>
      )}
    </Flex>
  );
}
