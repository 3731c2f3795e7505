import { Card, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One block of an admin screen: a title, what it is for, and its content. */
export function AdminCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card.Root size="sm">
      <Card.Header gap="1">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {description && (
          <Text color="fg.muted" fontSize="sm">
            {description}
          </Text>
        )}
      </Card.Header>
      <Card.Body gap="4">{children}</Card.Body>
    </Card.Root>
  );
}

/** Shown to moderators where only admins may change things (SPEC §6). */
export function AdminsOnlyNote({ installation = false }: { installation?: boolean }) {
  return (
    <Text fontSize="sm" color="fg.muted">
      {installation ? 'Only installation admins change this.' : 'Only admins change this.'}
    </Text>
  );
}
