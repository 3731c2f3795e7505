import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export function StaticPage({
  title,
  updated,
  children,
}: {
  title: string;
  updated: string;
  children: ReactNode;
}) {
  return (
    <Box as="main" maxW="2xl" mx="auto" px="4" py="8">
      <Heading as="h1" size="2xl" mb="1">
        {title}
      </Heading>
      <Text color="fg.muted" mb="6">
        Last updated {updated}
      </Text>
      <Stack gap="4" lineHeight="tall">
        {children}
      </Stack>
      <Link asChild mt="8" display="inline-block" color="felt.fg">
        <RouterLink to="/">Back to Kicker League</RouterLink>
      </Link>
    </Box>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Heading as="h2" size="md" mb="1">
        {title}
      </Heading>
      <Text>{children}</Text>
    </Box>
  );
}
