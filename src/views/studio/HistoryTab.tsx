import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useStudioHistory } from '../../machines/studioHistory/useStudioHistory';
import { startedItemPath } from '../../machines/studioStart/useStudioStart';
import type { StartRun } from '../../services/studioApi';
import { FailureAlert, LoadState, MorePages } from '../lessons/parts';
import { RunOutput } from './RunOutput';
import { formatWhen, studioTexts } from './texts';

/** A reopened run: what was asked (tool, when, grade, subject, the text) and what came out. */
function OpenedRun({ h }: { h: ReturnType<typeof useStudioHistory> }) {
  const run = h.opened!;
  if (run.tool === 'start') return <OpenedStart run={run} back={h.back} />;
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

/** A reopened start: what was made and from what, with the way to its editor. */
function OpenedStart({ run, back }: { run: StartRun; back: () => void }) {
  return (
    <Stack gap="4">
      <Button alignSelf="start" variant="outline" size="sm" onClick={back}>
        {studioTexts.backToHistory}
      </Button>
      <Text fontWeight="semibold">
        {studioTexts.start.kinds[run.output.kind]} · {formatWhen(run.createdAt)}
      </Text>
      <Text>{run.output.title}</Text>
      <Text fontSize="sm" color="page.muted" wordBreak="break-word">
        {studioTexts.start.startedFrom(run.input.text)}
      </Text>
      <Button asChild alignSelf="start" colorPalette="brand" size="sm">
        <RouterLink to={startedItemPath[run.output.kind](run.output.id)}>{studioTexts.start.openItem[run.output.kind]}</RouterLink>
      </Button>
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
