import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useStudioHistory } from '../../machines/studioHistory/useStudioHistory';
import { FailureAlert, LoadState, MorePages } from '../lessons/parts';
import { RunOutput } from './RunOutput';
import { formatWhen, studioTexts } from './texts';

/** A reopened run: what was asked (tool, when, grade, subject, the text) and what came out. */
function OpenedRun({ h }: { h: ReturnType<typeof useStudioHistory> }) {
  const run = h.opened!;
  return (
    <Stack gap="4">
      <Button alignSelf="start" variant="outline" size="sm" onClick={h.back}>
        {studioTexts.backToHistory}
      </Button>
      <Text fontWeight="semibold">{studioTexts.ranOn(studioTexts.tabs[run.tool], formatWhen(run.createdAt), run.input.grade, run.input.subject)}</Text>
      <Stack as="section" aria-label={studioTexts.originalText} gap="1">
        <Text fontSize="sm" fontWeight="semibold">
          {studioTexts.originalText}
        </Text>
        <Text fontSize="sm" color="page.muted" whiteSpace="pre-wrap">
          {run.input.text}
        </Text>
      </Stack>
      <RunOutput run={run} answersShown={h.answersShown} toggleAnswers={h.toggleAnswers} />
    </Stack>
  );
}

/** /studio/history: the teacher's runs, newest first, "Load more" for older ones; opening one shows it again. */
export function HistoryTab() {
  const h = useStudioHistory();
  if (h.opened) return <OpenedRun h={h} />;
  return (
    <LoadState isLoading={h.isLoading} failed={h.loadFailed} failure={h.failure} retry={h.retry} loadingLabel={studioTexts.loadingHistory}>
      <Stack gap="4">
        <Text color="page.muted">{studioTexts.historyIntro}</Text>
        {!h.moreFailed && <FailureAlert failure={h.failure} />}
        {h.runs.length === 0 ? (
          <Text color="page.muted">{studioTexts.noHistory}</Text>
        ) : (
          <Stack as="ul" aria-label={studioTexts.historyLabel} listStyleType="none" gap="3">
            {h.runs.map((run) => {
              const tool = studioTexts.tabs[run.tool];
              const when = formatWhen(run.createdAt);
              return (
                <HStack
                  as="li"
                  key={run.id}
                  justify="space-between"
                  align="start"
                  gap="3"
                  borderWidth="1px"
                  borderColor="page.border"
                  borderRadius="lg"
                  p="4"
                  bg="page.surface"
                >
                  <Stack gap="1" minW="0">
                    <Text fontWeight="semibold">
                      {tool} · {when}
                    </Text>
                    <Text fontSize="sm" color="page.muted" wordBreak="break-word">
                      {run.preview}
                    </Text>
                  </Stack>
                  <Button size="sm" variant="outline" flexShrink={0} aria-label={studioTexts.openRun(tool, when)} onClick={() => h.open(run.id)} disabled={h.isOpening}>
                    {studioTexts.open}
                  </Button>
                </HStack>
              );
            })}
          </Stack>
        )}
        <MorePages pages={h} failure={h.failure} texts={studioTexts.more} />
      </Stack>
    </LoadState>
  );
}
