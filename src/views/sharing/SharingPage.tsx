import { Alert, Heading, Stack, Text } from '@chakra-ui/react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useSharingOverview } from '../../machines/sharingOverview/useSharingOverview';
import { PageTitle } from '../layout/PageTitle';
import { FailureAlert, LoadState } from '../lessons/parts';
import { MyShares } from './MyShares';
import { overviewTexts as t } from './overviewTexts';
import { SharedWithMe } from './SharedWithMe';

/** /sharing: Sharing and Privacy. */
export default function SharingPage() {
  const o = useSharingOverview();
  const notice = o.notice && (o.notice.kind === 'saved' ? t.saved(o.notice.title, o.notice.mode) : o.notice.kind === 'stopped' ? t.stopped(o.notice.title) : o.notice.message);
  return (
    <>
      <PageTitle title={t.pageTitle} />
      <Stack gap="8" maxW="4xl">
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            {t.pageTitle}
          </Heading>
          <Text color="page.muted">{t.intro}</Text>
        </Stack>
        <LoadState isLoading={o.isLoading} failed={o.loadFailed} failure={o.failure} retry={o.retry} loadingLabel={t.loading}>
          <Stack gap="10">
            <FailureAlert failure={o.failure} />
            {notice && (
              <Alert.Root status="success" role="status">
                <Alert.Indicator />
                <Alert.Title>{notice}</Alert.Title>
              </Alert.Root>
            )}
            <MyShares o={o} />
            <SharedWithMe
              shares={o.withMe}
              confirmation={o.confirmation}
              canSendLink={o.canSendConfirmation}
              sendingLink={o.isSendingConfirmation}
              onSendLink={o.sendConfirmation}
              onCheckAgain={o.refresh}
            />
          </Stack>
        </LoadState>
      </Stack>
      <ConfirmDialog
        open={o.isConfirmingStop || o.isStopping}
        title={t.stopTitle}
        body={o.stopping ? t.stopBody(o.stopping.title) : ''}
        confirmLabel={t.stop}
        busyLabel={t.stopping}
        cancelLabel={t.cancel}
        busy={o.isStopping}
        onConfirm={o.confirmStop}
        onCancel={o.cancelStop}
      />
    </>
  );
}
