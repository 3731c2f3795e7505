import { Card, Heading } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';

/** A card of the profile, named by its heading. */
export function ProfileCard(props: {
  title: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
  /** Where the card sits in the profile's grid. */
  gridColumn?: object | string;
  gridRow?: object | string;
  /** 'start': as high as its content, not as its row. */
  alignSelf?: 'start';
}) {
  const id = useId();
  return (
    <Card.Root
      as="section"
      size="sm"
      aria-labelledby={id}
      minW="0"
      gridColumn={props.gridColumn}
      gridRow={props.gridRow}
      alignSelf={props.alignSelf}
    >
      <Card.Header
        display="flex"
        flexDirection="row"
        gap="2"
        alignItems="center"
        justifyContent="space-between"
      >
        <Heading as="h2" size="md" id={id}>
          {props.title}
        </Heading>
        {props.actions}
      </Card.Header>
      <Card.Body gap="3">{props.children}</Card.Body>
    </Card.Root>
  );
}
