import { Button, Flex, Image, Spinner, Text } from '@chakra-ui/react';
import { Component, type ReactNode } from 'react';

/** SPEC §2: signed in but not ready yet, with any initialisation error beneath. */
export function LoadingWorkspace({ error, onRetry }: { error?: string | null; onRetry?: () => void }) {
  return (
    <Flex
      minH="100dvh"
      direction="column"
      align="center"
      justify="center"
      gap="4"
      px="6"
      textAlign="center"
      role="status"
    >
      <Image src="/icon.svg" alt="" boxSize="14" />
      {!error && <Spinner color="felt.solid" size="lg" />}
      <Text fontSize="lg" fontWeight="medium">
        Loading your workspace...
      </Text>
      {error && (
        <>
          <Text color="fg.error" maxW="sm">
            {error}
          </Text>
          {onRetry && (
            <Button colorPalette="felt" onClick={onRetry}>
              Try again
            </Button>
          )}
        </>
      )}
    </Flex>
  );
}

/** Catches a failed start (e.g. the server is unreachable) and shows it under the loading text. */
export class StartupBoundary extends Component<
  { children: ReactNode },
  { error: string | null; attempt: number }
> {
  override state = { error: null as string | null, attempt: 0 };
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  override render() {
    if (this.state.error)
      return (
        <LoadingWorkspace
          error={`Error while initialing data: ${this.state.error}`}
          onRetry={() => this.setState((s) => ({ error: null, attempt: s.attempt + 1 }))}
        />
      );
    return <div key={this.state.attempt}>{this.props.children}</div>;
  }
}
