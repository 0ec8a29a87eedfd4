import { Alert, Button, Clipboard, Code, Field, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useApiKeys } from '../../machines/apiKeys/useApiKeys';
import { ProfileSection, RetryLine } from './ProfileSection';
import { formatDate, profileTexts as t } from './texts';

/** API keys: make one with a name (shown whole once), the list by prefix, revoke after a confirmation. */
export function ApiKeysSection() {
  const keys = useApiKeys();
  return (
    <ProfileSection id="api-keys-heading" heading={t.keysHeading} gap="4">
      <Text color="page.muted">{t.keysIntro}</Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          keys.create();
        }}
      >
        <Stack direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'end' }} gap="3">
          <Field.Root flex="1">
            <Field.Label>{t.keyNameLabel}</Field.Label>
            <Input value={keys.name} maxLength={80} onChange={(e) => keys.changeName(e.target.value)} />
          </Field.Root>
          <Button type="submit" disabled={!keys.canCreate} loading={keys.isCreating} loadingText={t.creatingKey}>
            {t.createKey}
          </Button>
        </Stack>
      </form>
      {keys.failure && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{keys.failure.kind === 'other' && !keys.failure.message ? t.somethingFailed : keys.failure.message}</Alert.Title>
        </Alert.Root>
      )}
      {keys.created && (
        <Alert.Root status="warning" role="region" aria-label={t.createdKeyTitle(keys.created.name)}>
          <Alert.Indicator />
          <Stack gap="2" minW="0" flex="1">
            <Alert.Title>{t.createdKeyTitle(keys.created.name)}</Alert.Title>
            <Alert.Description>{t.createdKeyWarning}</Alert.Description>
            <Code data-testid="created-key" wordBreak="break-all" whiteSpace="normal">
              {keys.created.key}
            </Code>
            <HStack gap="2" wrap="wrap">
              <Clipboard.Root value={keys.created.key}>
                <Clipboard.Trigger asChild>
                  <Button size="sm" variant="outline" aria-label={t.copyKey}>
                    <Clipboard.Indicator copied={t.copiedKey}>{t.copyKey}</Clipboard.Indicator>
                  </Button>
                </Clipboard.Trigger>
              </Clipboard.Root>
              <Button size="sm" onClick={keys.dismissCreated}>
                {t.dismissKey}
              </Button>
            </HStack>
          </Stack>
        </Alert.Root>
      )}
      {keys.isLoading && <Text>{t.keysLoading}</Text>}
      {keys.loadFailed && <RetryLine message={t.keysLoadFailed} onRetry={keys.retry} />}
      {!keys.isLoading && !keys.loadFailed && keys.keys.length === 0 && <Text>{t.noKeys}</Text>}
      {keys.keys.length > 0 && (
        <Table.ScrollArea>
          <Table.Root size="sm" aria-label={t.keysTable}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t.keyColumns.name}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.keyColumns.prefix}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.keyColumns.created}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.keyColumns.lastUsed}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.keyColumns.actions}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {keys.keys.map((key) => (
                <Table.Row key={key.id}>
                  <Table.Cell>{key.name}</Table.Cell>
                  <Table.Cell>
                    <Code>{key.prefix}...</Code>
                  </Table.Cell>
                  <Table.Cell>{formatDate(key.createdAt)}</Table.Cell>
                  <Table.Cell>{key.lastUsedAt ? formatDate(key.lastUsedAt) : t.neverUsed}</Table.Cell>
                  <Table.Cell>
                    <Button size="xs" variant="outline" colorPalette="red" aria-label={t.revokeLabel(key.name)} onClick={() => keys.revoke(key)}>
                      {t.revoke}
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <ConfirmDialog
        open={keys.keyToRevoke !== null}
        title={t.revokeTitle}
        body={keys.keyToRevoke ? t.revokeBody(keys.keyToRevoke.name, keys.keyToRevoke.prefix) : ''}
        confirmLabel={t.revokeConfirm}
        busyLabel={t.revoking}
        cancelLabel={t.cancel}
        busy={keys.isRevoking}
        onConfirm={keys.confirmRevoke}
        onCancel={keys.cancelRevoke}
      />
    </ProfileSection>
  );
}
