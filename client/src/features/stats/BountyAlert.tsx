import { Button } from '@chakra-ui/react';
import { AlertDialog } from '../../app/AlertDialog';
import { withChakra } from '../../app/ChakraScope';

/**
 * A bounty dialog (SPEC §4) on the season screen, which renders without Chakra: this module and
 * Chakra load with the first dialog (BountyDialog.tsx).
 */
function BountyAlert(props: { title: string; text: string; onClose: () => void }) {
  return (
    <AlertDialog
      open
      title={props.title}
      text={props.text}
      onClose={props.onClose}
      actions={
        <Button colorPalette="felt" onClick={props.onClose}>
          Ok
        </Button>
      }
    />
  );
}

export default withChakra(BountyAlert);
