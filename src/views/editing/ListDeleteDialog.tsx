import { ConfirmDialog } from '../../components/ui/confirm-dialog';

export interface ListDeleteTexts {
  deleteTitle: string;
  deleteBody: (title: string) => string;
  confirmDelete: string;
  deleting: string;
  cancel: string;
}

/** "Delete this …?" for the item a paged list is asked to delete (usePagedList's confirm and cancel). */
export function ListDeleteDialog({
  list,
  texts,
}: {
  list: { isConfirming: boolean; isDeleting: boolean; pending: { title: string } | null; confirmDelete: () => void; cancelDelete: () => void };
  texts: ListDeleteTexts;
}) {
  return (
    <ConfirmDialog
      open={list.isConfirming}
      title={texts.deleteTitle}
      body={texts.deleteBody(list.pending?.title ?? '')}
      confirmLabel={texts.confirmDelete}
      busyLabel={texts.deleting}
      cancelLabel={texts.cancel}
      busy={list.isDeleting}
      onConfirm={list.confirmDelete}
      onCancel={list.cancelDelete}
    />
  );
}
