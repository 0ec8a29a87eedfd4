import { Badge, Box, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CodeBadge, wrapsAnywhere } from '../../../components/CodeBadge';
import { LinkButton } from '../../../components/ui/link';
import { SelectField } from '../../../components/ui/select-field';
import { formatSeconds } from '../../../lib/format';
import { useUploadSlices } from '../../../machines/uploadSlices/useUploadSlices';
import type { Slice, SliceFilters } from '../../../services/uploadApi';
import { LoadState, MorePages } from '../../lessons/parts';
import { uploadTexts } from '../texts';
import { sliceReviewPath } from '../paths';

type Slices = ReturnType<typeof useUploadSlices>;
type ChoiceFilter = keyof typeof uploadTexts.filterOptions;

const choiceFilters = Object.keys(uploadTexts.filterOptions) as ChoiceFilter[];

function Filters({ s }: { s: Slices }) {
  const choose = (name: keyof SliceFilters) => (value: string) => s.filter({ [name]: value } as Partial<SliceFilters>);
  return (
    <Stack as="fieldset" gap="3" aria-label={uploadTexts.filtersLabel}>
      <Field.Root>
        <Field.Label>{uploadTexts.search}</Field.Label>
        <Input type="search" value={s.filters.searchText} onChange={(e) => s.filter({ searchText: e.target.value })} />
      </Field.Root>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
        {choiceFilters.map((name) => (
          <SelectField
            key={name}
            label={uploadTexts.filterLabels[name]}
            value={s.filters[name]}
            options={Object.entries(uploadTexts.filterOptions[name]).map(([value, label]) => ({ value, label }))}
            onChange={choose(name)}
          />
        ))}
        <SelectField
          label={uploadTexts.filterLabels.outcomeFilter}
          value={s.filters.outcomeFilter}
          placeholder={uploadTexts.anyOutcome}
          options={s.outcomes.map((o) => ({ value: o.code, label: o.shortCode || o.code }))}
          onChange={choose('outcomeFilter')}
        />
        <SelectField
          label={uploadTexts.filterLabels.contentFilter}
          value={s.filters.contentFilter}
          placeholder={uploadTexts.anyContent}
          options={s.contentTypes.map((type) => ({ value: type, label: type }))}
          onChange={choose('contentFilter')}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** Where a slice sits in its file: a page, or a time span in a recording. */
function place(slice: Slice): string | null {
  if (slice.page !== null) return uploadTexts.page(slice.page + (slice.pageIndexOffset ?? 0));
  if (slice.start !== null) return slice.end !== null ? `${formatSeconds(slice.start)}–${formatSeconds(slice.end)}` : formatSeconds(slice.start);
  return null;
}

function SliceItem({ slice }: { slice: Slice }) {
  const where = place(slice);
  return (
    <Stack as="li" gap="2" borderWidth="1px" borderColor="page.border" borderRadius="lg" p="4" bg="page.surface" aria-label={slice.title}>
      <HStack justify="space-between" align="start">
        <Text fontWeight="semibold" {...wrapsAnywhere}>
          {slice.title}
        </Text>
        <LinkButton to={sliceReviewPath(slice.uploadId, slice.id)} size="xs" variant="outline" aria-label={uploadTexts.reviewLabel(slice.title)}>
          {uploadTexts.review}
        </LinkButton>
      </HStack>
      <HStack gap="2" wrap="wrap" fontSize="sm">
        <Badge variant="outline">{slice.contentType}</Badge>
        {where && <Text color="page.muted">{where}</Text>}
        {slice.speakerName && <Text color="page.muted">{slice.speakerName}</Text>}
        {slice.image && <Badge>{uploadTexts.picture}</Badge>}
        {!slice.enabled && <Badge colorPalette="gray">{uploadTexts.disabled}</Badge>}
        {slice.suggestionCount > 0 && <Badge colorPalette="orange">{uploadTexts.suggestions(slice.suggestionCount)}</Badge>}
        {slice.alignments.map((a) => (
          <CodeBadge key={a.outcomeCode} code={a.outcomeCode} shortCode={a.shortCode} variant="subtle" colorPalette="brand" title={a.statement} />
        ))}
      </HStack>
      <Text fontSize="sm" lineClamp={3} whiteSpace="pre-line" {...wrapsAnywhere}>
        {slice.text}
      </Text>
    </Stack>
  );
}

/** The slices tab: every filter of the slice list, and the slices scrolling without end. */
export function SlicesTab({ uploadId }: { uploadId: string }) {
  const s = useUploadSlices(uploadId);
  return (
    <Stack gap="6">
      <Filters s={s} />
      <LoadState isLoading={s.isLoading} failed={s.loadFailed} failure={s.failure} retry={s.retry} loadingLabel={uploadTexts.loadingSlices}>
        {s.slices.length === 0 && <Text color="page.muted">{uploadTexts.noSlices}</Text>}
        <Box as="ul" listStyleType="none" display="grid" gap="3" aria-label={uploadTexts.tabs.slices}>
          {s.slices.map((slice) => (
            <SliceItem key={slice.id} slice={slice} />
          ))}
        </Box>
        <MorePages pages={s} failure={s.failure} texts={uploadTexts.slicesMore} />
      </LoadState>
    </Stack>
  );
}
