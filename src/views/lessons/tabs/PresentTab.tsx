import { Button, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useLessonPresentation } from '../../../machines/lessonPresentation/useLessonPresentation';
import { FailureAlert, LoadState } from '../parts';
import { lessonTexts } from '../texts';

export function PresentTab({ lessonId }: { lessonId: string }) {
  const p = useLessonPresentation(lessonId);
  return (
    <LoadState isLoading={p.isLoading} failed={p.loadFailed} failure={p.failure} retry={p.retry} loadingLabel={lessonTexts.outlineTitle}>
      <Stack gap="6">
        <Stack direction="row" align="center" gap="4">
          <Button colorPalette="brand" onClick={p.download} disabled={!p.canDownload} loading={p.isDownloading} loadingText={lessonTexts.downloading}>
            {lessonTexts.downloadSlides}
          </Button>
          <Text role="status" color="page.muted">
            {p.downloaded ? lessonTexts.downloaded : ''}
          </Text>
        </Stack>
        <FailureAlert failure={p.failure} />
        <Heading as="h2" size="lg">
          {lessonTexts.outlineTitle}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {p.outline?.slides.map((slide, i) => (
            <Stack key={i} as="article" aria-label={lessonTexts.slide(i + 1)} gap="2" borderWidth="1px" borderColor="page.border" borderRadius="lg" p="4" bg="page.surface">
              <Text fontSize="xs" color="page.muted">
                {lessonTexts.slide(i + 1)}
              </Text>
              <Heading as="h3" size="md">
                {slide.title}
              </Heading>
              <List.Root ps="5" fontSize="sm">
                {slide.bullets.map((b, j) => (
                  <List.Item key={j}>{b}</List.Item>
                ))}
              </List.Root>
              {slide.materials?.map((m, j) => (
                <Stack key={j} gap="1" fontSize="sm" borderStartWidth="4px" borderColor="brand.solid" ps="3">
                  <Text fontWeight="semibold">{m.heading}</Text>
                  <Text whiteSpace="pre-line">{m.text}</Text>
                  <Text color="page.muted" fontStyle="italic">
                    {m.source}
                  </Text>
                </Stack>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </LoadState>
  );
}
