import { Button, CloseButton, HStack, Stack, Text } from '@chakra-ui/react';
import {
  DialogBody,
  DialogCloseTrigger,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from '../../components/ui/dialog';
import { LinkButton } from '../../components/ui/link';
import { usePlatformLimit } from '../../machines/platformLimit/usePlatformLimit';
import { Countdown } from './RobotBanner';
import { OfflineRobot } from './robots';
import { limitTexts } from './texts';

/** Opened by the tooManyRequests browser event (a 429 from the API); closable. */
export function TooManyRequestsDialog() {
  const { isDialogOpen, dismissDialog, countdown } = usePlatformLimit();
  return (
    <DialogRoot open={isDialogOpen} onOpenChange={(details) => !details.open && dismissDialog()} placement="center" lazyMount unmountOnExit>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{limitTexts.hitLimitTitle}</DialogTitle>
        </DialogHeader>
        <DialogBody>
          <HStack align="start" gap="4">
            <OfflineRobot title={limitTexts.offlineRobot} size={72} />
            <Stack gap="3">
              <Text>{limitTexts.whenHit}</Text>
              <Text fontSize="sm" color="page.muted">
                {limitTexts.explanation}
              </Text>
              {countdown && <Countdown prefix={limitTexts.backIn} value={countdown} />}
            </Stack>
          </HStack>
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={dismissDialog}>
            {limitTexts.close}
          </Button>
          <LinkButton to="/pricing" colorPalette="brand" onClick={dismissDialog}>
            {limitTexts.seePlans}
          </LinkButton>
        </DialogFooter>
        <DialogCloseTrigger asChild>
          <CloseButton size="sm" aria-label={limitTexts.close} />
        </DialogCloseTrigger>
      </DialogContent>
    </DialogRoot>
  );
}
