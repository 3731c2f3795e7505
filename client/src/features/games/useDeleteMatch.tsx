import { Button, IconButton } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { graphql } from 'react-relay';
import { AlertDialog } from '../../app/AlertDialog';
import { toaster } from '../../app/toaster';
import { useCommand } from '../../app/useCommand';
import type { useDeleteMatchMutation as useDeleteMatchMutationType } from './__generated__/useDeleteMatchMutation.graphql';
import { useRestoreMatch } from './useRestoreMatch';

// SPEC §5 "Delete Match": ask, delete, and say so when it fails. The history and the details page
// share this one flow; the server decides who may delete which match (Match.viewerCanDelete).

export const DELETE_MATCH_TEXTS = {
  title: 'Delete Match',
  question: 'Do you really want to delete this match?',
  failed: 'Error During Deletion/Refresh',
  deleted: 'Match deleted',
  undo: 'Undo',
  askAnAdmin: 'Deleted. An admin can restore it.',
} as const;

/** How long the toast offers Undo (issue 28). */
const UNDO_MS = 10_000;

const useDeleteMatchMutation = graphql`
  mutation useDeleteMatchMutation($input: DeleteMatchInput!) {
    deleteMatch(input: $input) {
      __typename
      ... on DeleteMatchPayload {
        viewerCanRestore
      }
      ... on Error {
        message
      }
    }
  }
`;

/**
 * `ask(matchId)` opens the confirm dialog; `dialog` renders it. `onDeleted` runs after the server
 * deleted the match.
 */
export function useDeleteMatch(onDeleted: (matchId: string) => void, onRestored?: (matchId: string) => void) {
  const [asked, setAsked] = useState<string | null>(null);
  const [run, deleting] = useCommand<useDeleteMatchMutationType>(useDeleteMatchMutation);
  const { restore } = useRestoreMatch();
  const close = () => setAsked(null);
  const remove = () => {
    if (!asked) return;
    const matchId = asked;
    run(
      { input: { matchId } },
      {
        done: (payload) => {
          close();
          onDeleted(matchId);
          // Those who may restore get 10 s of Undo; everyone else is told it is not gone for good.
          toaster.create(
            payload.viewerCanRestore
              ? {
                  type: 'success',
                  title: DELETE_MATCH_TEXTS.deleted,
                  duration: UNDO_MS,
                  action: {
                    label: DELETE_MATCH_TEXTS.undo,
                    onClick: () => restore(matchId, () => onRestored?.(matchId)),
                  },
                }
              : { type: 'success', title: DELETE_MATCH_TEXTS.askAnAdmin, duration: 4000 },
          );
        },
        failed: (message, network) => {
          close();
          toaster.create({
            type: 'error',
            title: DELETE_MATCH_TEXTS.failed,
            ...(network ? {} : { description: message }),
          });
        },
      },
    );
  };
  const dialog = (
    <AlertDialog
      open={asked !== null}
      title={DELETE_MATCH_TEXTS.title}
      text={DELETE_MATCH_TEXTS.question}
      onClose={close}
      actions={
        <>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button colorPalette="red" loading={deleting} onClick={remove}>
            Delete
          </Button>
        </>
      }
    />
  );
  return { ask: setAsked, dialog };
}

/** The history's delete control of one match (the row or card itself may open the match). */
export function DeleteMatchButton({ onClick }: { onClick: () => void }) {
  return (
    <IconButton
      size="xs"
      variant="ghost"
      colorPalette="red"
      aria-label="Delete match"
      onClick={(e) => {
        e.stopPropagation();
        onClick();
      }}
    >
      <Trash2 size={14} />
    </IconButton>
  );
}
