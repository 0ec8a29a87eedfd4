import { Box, Button, Field, HStack, Input, List, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { RouterLink } from '../../components/ui/link';
import { useSlicePicker } from '../../machines/slicePicker/useSlicePicker';
import { FailureAlert, LoadState } from '../lessons/parts';
import { uploadsPath } from './paths';
import { ShowMoreUploads } from './ShowMoreUploads';
import { uploadTexts as t } from './texts';

const SNIPPET = 160;
const snippetOf = (text: string) => (text.length > SNIPPET ? `${text.slice(0, SNIPPET).trimEnd()}…` : text);

/** Text from one of the teacher's finished uploads: choose the upload, search its slices, use one. */
export function SlicePicker({ onUse }: { onUse: (text: string) => void }) {
  const p = useSlicePicker(onUse);
  if (!p.isOpen) {
    return (
      <Box>
        <Button variant="outline" size="sm" onClick={p.open}>
          {t.pickerOpen}
        </Button>
      </Box>
    );
  }
  return (
    <Stack gap="3" as="section" aria-label={t.pickerTitle} borderWidth="1px" borderColor="page.border" rounded="md" p="3">
      <HStack justify="space-between" wrap="wrap">
        <Text fontWeight="medium">{t.pickerTitle}</Text>
        <Button variant="ghost" size="sm" onClick={p.close}>
          {t.pickerClose}
        </Button>
      </HStack>
      <LoadState isLoading={p.isLoadingUploads} failed={p.loadFailed} failure={p.failure} retry={p.retry} loadingLabel={t.pickerLoading}>
        {p.uploads.length === 0 ? (
          <Text color="page.muted">
            {t.pickerNoUploads} <RouterLink to={uploadsPath}>{t.pickerGoToUploads}</RouterLink>
          </Text>
        ) : (
          <Stack gap="3">
            {/* Disabled on the field: inside a field, the select follows the field and not its own root. */}
            <Field.Root maxW="md" disabled={!p.canChooseUpload}>
              <Field.Label>{t.pickerUpload}</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field value={p.uploadId ?? ''} onChange={(ev) => ev.target.value && p.chooseUpload(ev.target.value)}>
                  <option value="" disabled>
                    {t.pickerChooseUpload}
                  </option>
                  {p.uploads.map((u) => (
                    <option key={u.id} value={u.id}>
                      {u.title}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <ShowMoreUploads hasMore={p.hasMoreUploads} isLoading={p.isLoadingMoreUploads} onShowMore={p.showMoreUploads} />
            <FailureAlert failure={p.failure} />
            {p.uploadId && <Slices picker={p} />}
          </Stack>
        )}
      </LoadState>
    </Stack>
  );
}

function Slices({ picker: p }: { picker: ReturnType<typeof useSlicePicker> }) {
  // While a page loads the flow takes no new words and no search: the fields say so.
  const busy = p.isLoadingSlices || p.isLoadingMore || p.isLoadingMoreUploads;
  return (
    <Stack gap="3">
      <form
        onSubmit={(ev) => {
          ev.preventDefault();
          p.search();
        }}
      >
        <HStack align="end" wrap="wrap">
          <Field.Root maxW="sm" disabled={busy}>
            <Field.Label>{t.pickerSearch}</Field.Label>
            <Input size="sm" value={p.query} onChange={(ev) => p.editQuery(ev.target.value)} />
          </Field.Root>
          <Button type="submit" size="sm" variant="outline" disabled={busy}>
            {t.pickerSearchButton}
          </Button>
        </HStack>
      </form>
      {p.isLoadingSlices ? (
        <Text color="page.muted">{t.loadingSlices}</Text>
      ) : p.slices.length === 0 ? (
        <Text color="page.muted">{t.pickerNoSlices}</Text>
      ) : (
        <List.Root variant="plain" gap="2" maxH="80" overflowY="auto">
          {p.slices.map((slice) => (
            <List.Item key={slice.id} display="block" borderBottomWidth="1px" borderColor="page.border" pb="2">
              <HStack justify="space-between" align="start" gap="3">
                <Box minW="0">
                  <Text fontWeight="medium">
                    {slice.title}
                    {slice.page !== null && ` (${t.page(slice.page)})`}
                  </Text>
                  <Text color="page.muted" fontSize="sm" overflowWrap="anywhere">
                    {snippetOf(slice.text)}
                  </Text>
                </Box>
                <Button size="xs" variant="outline" onClick={() => p.use(slice.id)} aria-label={t.pickerUse(slice.title)}>
                  {t.pickerUseShort}
                </Button>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
      {p.hasMore && (
        <Box>
          <Button size="sm" variant="ghost" onClick={p.showMore} loading={p.isLoadingMore} loadingText={t.pickerLoadingMore}>
            {t.pickerShowMore}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
