import { Button, Text } from '@chakra-ui/react';
import { DialogBody, DialogContent, DialogFooter, DialogHeader, DialogRoot, DialogTitle } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  /** The confirm button's name while the action runs. */
  busyLabel: string;
  cancelLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Are you sure?" for a destructive action; open and busy come from the flow's state. */
export function ConfirmDialog({ open, title, body, confirmLabel, busyLabel, cancelLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <DialogRoot role="alertdialog" open={open} onOpenChange={(d) => !d.open && onCancel()} placement="center" lazyMount unmountOnExit>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        <DialogBody>
          <Text>{body}</Text>
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button colorPalette="red" onClick={onConfirm} loading={busy} loadingText={busyLabel}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </DialogRoot>
  );
}
