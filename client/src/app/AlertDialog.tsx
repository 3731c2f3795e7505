import { Dialog, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A question or notice that needs an answer: title, text and the buttons to answer it. */
export function AlertDialog({
  open,
  title,
  text,
  onClose,
  actions,
}: {
  open: boolean;
  title: ReactNode;
  text: ReactNode;
  onClose: () => void;
  actions: ReactNode;
}) {
  return (
    <Dialog.Root open={open} role="alertdialog" placement="center" onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{text}</Text>
            </Dialog.Body>
            <Dialog.Footer>{actions}</Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
