import { Badge, Box, Card, Center, HStack, Image, Progress, Stack, Text } from '@chakra-ui/react';
import type { Ref } from 'react';
import { RouterLink } from '../../components/ui/link';
import { dateLabel, formatSeconds, sizeInMb } from '../../lib/format';
import { normaliseExtension } from '../../lib/media';
import { cutDescription } from '../../lib/text';
import { cardMedia, showsFullProgress, showsProgressBar, uploadStateLabel, uploadTaskLabel } from '../../lib/uploads';
import { useUploadCard } from '../../machines/uploadCard/useUploadCard';
import type { Upload } from '../../services/uploadApi';
import { Loading } from '../layout/Loading';
import { uploadEditorPath } from './paths';
import { uploadCardTexts } from './texts';

export type UploadCardVariant = 'default' | 'thin';


function ProgressBar({ upload }: { upload: Upload }) {
  const task = uploadTaskLabel(upload.task);
  return (
    <Progress.Root value={upload.progressPercent} size="sm" colorPalette="brand">
      {/* The track is the progressbar; without a name of its own it would be called only by its percent. */}
      <Progress.Track aria-label={uploadCardTexts.progress(task)}>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}

/** Thumbnail once complete, an Error icon when broken, otherwise "Processing..." (spec §4). */
function Media({ upload, thumbnail }: { upload: Upload; thumbnail: string | null }) {
  const media = cardMedia(upload);
  return (
    <Center w="24" h="20" flexShrink={0} borderRadius="md" bg="page.bg" overflow="hidden" data-testid="upload-media">
      {media === 'thumbnail' && thumbnail && <Image src={thumbnail} alt={uploadCardTexts.thumbnail(upload.title)} objectFit="cover" w="full" h="full" />}
      {media === 'error' && (
        <svg width="32" height="32" viewBox="0 0 24 24" role="img" aria-label={uploadCardTexts.error}>
          <circle cx="12" cy="12" r="10" fill="var(--chakra-colors-red-500)" />
          <path d="M12 7v6M12 16.5v.5" stroke="white" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      )}
      {media === 'processing' && (
        <Text fontSize="xs" color="page.muted">
          {uploadCardTexts.processing}
        </Text>
      )}
    </Center>
  );
}

/** The full upload progress view: while the file itself is still uploading (task upload, ready or in progress). */
function FullProgress({ upload }: { upload: Upload }) {
  return (
    <Stack gap="2" flex="1" role="group" aria-label={uploadCardTexts.progress(uploadTaskLabel(upload.task))}>
      <HStack justify="space-between">
        <Text fontWeight="medium">{uploadStateLabel(upload.state)}</Text>
        <Text fontSize="sm" color="page.muted">
          {upload.progressPercent}%
        </Text>
      </HStack>
      <ProgressBar upload={upload} />
      {upload.message && <Text fontSize="sm">{upload.message}</Text>}
    </Stack>
  );
}

export interface UploadCardViewProps {
  upload: Upload;
  thumbnail: string | null;
  variant?: UploadCardVariant;
  cardRef?: Ref<HTMLDivElement>;
}

/** Presentational upload card, default or thin (spec §2). */
export function UploadCardView({ upload, thumbnail, variant = 'default', cardRef }: UploadCardViewProps) {
  const extension = normaliseExtension(upload.fileExtension);
  const unfinished = upload.state !== 'complete';
  return (
    <Card.Root ref={cardRef} variant="outline" size={variant === 'thin' ? 'sm' : 'md'} aria-label={upload.title} role="article">
      <Card.Body>
        <HStack gap="4" align="start">
          {showsFullProgress(upload) ? <FullProgress upload={upload} /> : <Media upload={upload} thumbnail={thumbnail} />}
          <Stack gap="1" flex="1" minW="0">
            <RouterLink to={uploadEditorPath(upload.id)} fontWeight="semibold">
              {upload.title}
            </RouterLink>
            <HStack gap="3" fontSize="sm" color="page.muted" wrap="wrap">
              <Badge variant="outline" aria-label={uploadCardTexts.fileType(extension)}>
                {extension.toUpperCase() || '?'}
              </Badge>
              <Text>{uploadCardTexts.sizeInMb(sizeInMb(upload.byteSize))}</Text>
              <Text>{uploadCardTexts.updated(dateLabel(new Date(upload.lastUpdated)))}</Text>
              {upload.durationSeconds ? <Text>{formatSeconds(upload.durationSeconds)}</Text> : null}
            </HStack>
            <HStack gap="2">
              <Badge colorPalette={upload.state === 'broken' ? 'red' : upload.state === 'complete' ? 'green' : 'gray'}>
                {uploadStateLabel(upload.state)}
              </Badge>
              {/* Which task an upload is at matters while it is under way; a finished one has done them all. */}
              {upload.state !== 'complete' && <Badge variant="subtle">{uploadTaskLabel(upload.task)}</Badge>}
              {upload.enabled && <Badge colorPalette="brand">{uploadCardTexts.enabled}</Badge>}
              {upload.isbn && <Badge title={upload.isbn}>{uploadCardTexts.isbn}</Badge>}
              {upload.doi && <Badge title={upload.doi}>{uploadCardTexts.doi}</Badge>}
            </HStack>
            {variant === 'default' && upload.description && <Text fontSize="sm">{cutDescription(upload.description)}</Text>}
            {variant === 'default' && unfinished && !showsFullProgress(upload) && (
              <Box pt="1">
                {upload.message && <Text fontSize="sm">{upload.message}</Text>}
                {showsProgressBar(upload) && <ProgressBar upload={upload} />}
              </Box>
            )}
          </Stack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** Connected card: follows the upload live and loads its thumbnail when it scrolls into view. */
export function UploadCard({ id, upload, variant }: { id: string; upload?: Upload | null; variant?: UploadCardVariant }) {
  const card = useUploadCard({ id, upload: upload ?? null });
  return (
    <Box ref={card.visibilityRef}>
      {card.upload ? (
        <UploadCardView upload={card.upload} thumbnail={card.thumbnail} variant={variant ?? 'default'} />
      ) : (
        <Loading label={uploadCardTexts.loading} />
      )}
    </Box>
  );
}
