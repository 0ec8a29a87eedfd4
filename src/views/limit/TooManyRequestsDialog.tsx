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
import { usePlanOffer } from '../../machines/auth/usePlanOffer';
import { usePlatformLimit } from '../../machines/platformLimit/usePlatformLimit';
import { Countdown } from './RobotBanner';
import { OfflineRobot } from './robots';
import { limitTexts } from './texts';
import { UpgradeButton } from './UpgradeButton';

/** Opened by the tooManyRequests browser event (a 429 from the API); closable. */
export function TooManyRequestsDialog() {
  const { isDialogOpen, dismissDialog, countdown } = usePlatformLimit();
  const { upgradeTarget } = usePlanOffer();
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
        <DialogFooter flexWrap="wrap">
          <Button variant="outline" onClick={dismissDialog}>
            {limitTexts.close}
          </Button>
          <LinkButton to="/pricing" variant="outline" onClick={dismissDialog}>
            {limitTexts.seePlans}
          </LinkButton>
          <UpgradeButton target={upgradeTarget} onClick={dismissDialog} />
        </DialogFooter>
        <DialogCloseTrigger asChild>
          <CloseButton size="sm" aria-label={limitTexts.close} />
        </DialogCloseTrigger>
      </DialogContent>
    </DialogRoot>
  );
}
