import { Box, Card, Flex, Heading, Image, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export function AuthLayout({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Flex
      as="main"
      minH="100dvh"
      align={{ base: 'flex-start', sm: 'center' }}
      justify="center"
      px="4"
      py={{ base: '8', sm: '12' }}
    >
      <Box w="full" maxW="sm">
        <Flex align="center" gap="3" mb="6" justify="center">
          <Image src="/icon.svg" alt="" boxSize="10" />
          <Text fontSize="xl" fontWeight="bold" letterSpacing="tight">
            Kicker League
          </Text>
        </Flex>
        <Card.Root>
          <Card.Body gap="5">
            <Box>
              <Heading as="h1" size="xl">
                {title}
              </Heading>
              {intro && (
                <Text color="fg.muted" mt="1">
                  {intro}
                </Text>
              )}
            </Box>
            {children}
          </Card.Body>
        </Card.Root>
        {footer && (
          <Text textAlign="center" mt="5" color="fg.muted" fontSize="sm">
            {footer}
          </Text>
        )}
        <Flex justify="center" gap="4" mt="6" fontSize="xs" color="fg.muted">
          <Link asChild color="fg.muted">
            <RouterLink to="/privacy">Privacy</RouterLink>
          </Link>
          <Link asChild color="fg.muted">
            <RouterLink to="/terms">Terms</RouterLink>
          </Link>
        </Flex>
      </Box>
    </Flex>
  );
}

export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="felt.fg" fontWeight="medium">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
