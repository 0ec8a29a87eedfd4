import { useLeaveGuard } from '../../app/useLeaveGuard';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { unsavedChangesTexts as t } from './texts';

/**
 * Mounted once by an editor page: while its machine says the draft is unsaved, leaving the editor (a link, the top
 * bar, Back) asks first, and so do reloading and closing the page. Staying keeps the draft as it is.
 */
export function UnsavedChangesGuard({ unsaved, basePath }: { unsaved: boolean; basePath: string }) {
  const held = useLeaveGuard(unsaved, basePath);
  return (
    <ConfirmDialog
      open={held !== null}
      title={t.title}
      body={t.body}
      confirmLabel={t.leave}
      busyLabel={t.leave}
      cancelLabel={t.stay}
      busy={false}
      onConfirm={() => held?.proceed()}
      onCancel={() => held?.reset()}
    />
  );
}
