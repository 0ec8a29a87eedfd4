import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { DialogBody, DialogContent, DialogFooter, DialogHeader, DialogRoot, DialogTitle } from '../../components/ui/dialog';
import { useWaitlist } from '../../machines/waitlist/useWaitlist';
import { waitlistTexts } from './texts';

/** Only "I understand" dismisses the notice: no close button, no Escape, no outside click. */
export function WaitlistDialog() {
  const { isOpen, isSaving, canAcknowledge, error, acknowledge } = useWaitlist();
  return (
    <DialogRoot
      open={isOpen}
      role="alertdialog"
      closeOnEscape={false}
      closeOnInteractOutside={false}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{waitlistTexts.title}</DialogTitle>
        </DialogHeader>
        <DialogBody>
          <Stack gap="3">
            <Text>{waitlistTexts.intro}</Text>
            <Text>{waitlistTexts.limits}</Text>
            <Text>{waitlistTexts.yourWork}</Text>
            {error && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>{error}</Alert.Title>
              </Alert.Root>
            )}
          </Stack>
        </DialogBody>
        <DialogFooter>
          <Button colorPalette="brand" onClick={acknowledge} disabled={!canAcknowledge} loading={isSaving} loadingText={waitlistTexts.saving}>
            {waitlistTexts.acknowledge}
          </Button>
        </DialogFooter>
      </DialogContent>
    </DialogRoot>
  );
}
