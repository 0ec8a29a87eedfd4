import { Box, Button } from '@chakra-ui/react';
import { uploadTexts as t } from './texts';

/** Under a choice of uploads: adds the next page of them while there is one. */
export function ShowMoreUploads({ hasMore, isLoading, onShowMore }: { hasMore: boolean; isLoading: boolean; onShowMore: () => void }) {
  if (!hasMore) return null;
  return (
    <Box>
      <Button size="sm" variant="ghost" onClick={onShowMore} loading={isLoading} loadingText={t.loadingMoreUploads}>
        {t.showMoreUploads}
      </Button>
    </Box>
  );
}
