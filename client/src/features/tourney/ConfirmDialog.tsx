import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { AlertDialog } from '../../app/AlertDialog';

/** A question with its answer (`onConfirm`), or, without one, a notice to acknowledge. */
export interface Question {
  title: string;
  text: string;
  /** The label of the button that does it. */
  confirm?: string;
  danger?: boolean;
  onConfirm?: () => void;
}

/**
 * `ask(question)` opens the dialog `dialog` renders: Cancel and the action for a question, OK for a
 * notice (SPEC §5's launch dialogs). The action closes it and runs; its outcome shows elsewhere.
 */
export function useQuestion() {
  const [asked, setAsked] = useState<Question | null>(null);
  const close = () => setAsked(null);
  const dialog = (
    <AlertDialog
      open={asked !== null}
      title={asked?.title ?? ''}
      text={asked?.text ?? ''}
      onClose={close}
      actions={
        asked?.onConfirm ? (
          <>
            <Button variant="outline" minH="11" onClick={close}>
              Cancel
            </Button>
            <Button
              minH="11"
              colorPalette={asked.danger ? 'red' : 'felt'}
              onClick={() => {
                close();
                asked.onConfirm?.();
              }}
            >
              {asked.confirm ?? 'OK'}
            </Button>
          </>
        ) : (
          <Button minH="11" colorPalette="felt" onClick={close}>
            OK
          </Button>
        )
      }
    />
  );
  return { ask: setAsked, dialog };
}
