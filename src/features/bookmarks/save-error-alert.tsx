// "Bookmark save fails → Error saving link. Check console." Shown when a change could not be
// stored on this device, or when the server refused it (a dead letter), with retry / discard.
import type { DeadLetter } from '../../data/sync/sync-records';
import { SaveFailureAlert } from '../../ui/save-failure-alert';

export const SAVE_ERROR_TEXT = 'Error saving link. Check console.';

interface SaveErrorAlertProps {
  localFailure: boolean;
  onDismissLocalFailure(): void;
  refused: DeadLetter[];
  onRetry(letter: DeadLetter): void;
  onDiscard(letter: DeadLetter): void;
}

export function SaveErrorAlert({ localFailure, ...rest }: SaveErrorAlertProps) {
  return <SaveFailureAlert title={SAVE_ERROR_TEXT} localFailure={localFailure ? 'The link could not be stored on this device.' : null} {...rest} />;
}
