import { HStack, List, Text } from '@chakra-ui/react';
import { CodeBadge } from '../../../components/CodeBadge';
import { useUploadOutcomes, useUploadSpelling } from '../../../machines/uploadReports/useUploadReport';
import { RouterLink } from '../../../components/ui/link';
import { LoadState } from '../../lessons/parts';
import { sliceReviewPath } from '../paths';
import { uploadTexts } from '../texts';

/** The outcomes tab: the curriculum outcomes the upload covers best, best first. */
export function OutcomesTab({ uploadId }: { uploadId: string }) {
  const r = useUploadOutcomes(uploadId);
  return (
    <LoadState isLoading={r.isLoading} failed={r.loadFailed} failure={r.failure} retry={r.retry} loadingLabel={uploadTexts.loadingOutcomes}>
      {r.items.length === 0 ? (
        <Text color="page.muted">{uploadTexts.noOutcomes}</Text>
      ) : (
        <List.Root as="ol" gap="3" variant="plain" aria-label={uploadTexts.outcomesLabel}>
          {r.items.map((o) => (
            <List.Item key={o.outcomeCode} display="block">
              <HStack gap="2" mb="1" wrap="wrap">
                <CodeBadge code={o.outcomeCode} shortCode={o.shortCode} />
                <Text fontSize="sm" color="page.muted">
                  {uploadTexts.score(o.score)}
                </Text>
              </HStack>
              <Text>{o.statement}</Text>
            </List.Item>
          ))}
        </List.Root>
      )}
    </LoadState>
  );
}

/** The spelling tab: every spelling and grammar issue, with its suggestions and the slice it is in. */
export function SpellingTab({ uploadId }: { uploadId: string }) {
  const r = useUploadSpelling(uploadId);
  return (
    <LoadState isLoading={r.isLoading} failed={r.loadFailed} failure={r.failure} retry={r.retry} loadingLabel={uploadTexts.loadingSpelling}>
      {r.items.length === 0 ? (
        <Text color="page.muted">{uploadTexts.noSpelling}</Text>
      ) : (
        <List.Root gap="3" variant="plain" aria-label={uploadTexts.spellingLabel}>
          {r.items.map((issue) => (
            <List.Item key={issue.id} display="block">
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="semibold">{issue.word}</Text>
                <Text>{issue.message}</Text>
              </HStack>
              <Text fontSize="sm" color="page.muted">
                {uploadTexts.suggestionsFor(issue.suggestions)}
              </Text>
              <RouterLink to={sliceReviewPath(uploadId, issue.sliceId)} fontSize="sm">
                {issue.sliceTitle}
              </RouterLink>
            </List.Item>
          ))}
        </List.Root>
      )}
    </LoadState>
  );
}
