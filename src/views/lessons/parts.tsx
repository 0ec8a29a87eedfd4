import { Alert, Badge, Box, Button, Field, Heading, HStack, List, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { CodeBadge } from '../../components/CodeBadge';
import type { Failure } from '../../lib/failure';
import { validationAlertLines } from '../../lib/failure';
import type { Lesson, LessonOutcome, LessonPhase, PhaseMaterial } from '../../services/lessonApi';
import { Loading } from '../layout/Loading';
import { PhaseContentView, PlanCloseView, PlanIntroView } from './content';
import { lessonTexts } from './texts';

/** Validation messages for a field and anything under it ("phases.0.teacherActions.2" belongs to "phases.0.teacherActions"). */
export function fieldError(failure: Failure | null, field: string): string | undefined {
  if (!failure) return undefined;
  const messages = Object.entries(failure.fields)
    .filter(([key]) => key === field || key.startsWith(`${field}.`))
    .map(([, message]) => message);
  return messages.length ? messages.join(' ') : undefined;
}

/** What went wrong, said once above the form; field messages are shown at their fields. */
export function FailureAlert({ failure, claimed = () => false, draftKept = false }: { failure: Failure | null; claimed?: (field: string) => boolean; draftKept?: boolean }) {
  if (!failure) return null;
  if (failure.kind === 'tooManyRequests') {
    return (
      <Alert.Root status="warning" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{lessonTexts.tooManyRequestsTitle}</Alert.Title>
          {draftKept && <Alert.Description>{lessonTexts.tooManyRequestsDraft}</Alert.Description>}
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (failure.kind === 'validation') {
    const [title, ...details] = validationAlertLines(failure, claimed, lessonTexts.validationTitle);
    return <AlertLines title={title} details={details} />;
  }
  return <AlertLines title={lessonTexts.failedTitle} details={[failure.message]} />;
}

function AlertLines({ title, details }: { title: string; details: string[] }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {details.map((message) => (
          <Alert.Description key={message}>{message}</Alert.Description>
        ))}
      </Alert.Content>
    </Alert.Root>
  );
}

/** Loading, a failed load (with retry), or the content. */
export function LoadState({
  isLoading,
  failed,
  failure,
  retry,
  loadingLabel,
  children,
}: {
  isLoading: boolean;
  failed: boolean;
  failure: Failure | null;
  retry: () => void;
  loadingLabel: string;
  children: ReactNode;
}) {
  if (isLoading) return <Loading label={loadingLabel} />;
  if (failed) {
    return (
      <Stack gap="3" align="start">
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{failure?.kind === 'notFound' ? lessonTexts.notFoundTitle : lessonTexts.loadFailed}</Alert.Title>
            <Alert.Description>{failure?.kind === 'notFound' ? lessonTexts.notFoundBody : failure?.message}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        {failure?.kind !== 'notFound' && (
          <Button variant="outline" onClick={retry}>
            {lessonTexts.retry}
          </Button>
        )}
      </Stack>
    );
  }
  return <>{children}</>;
}

/**
 * The end of a paged list: an invisible sentinel that loads the next page as it scrolls into view, and a
 * "Load more" button that does the same for keyboards and assistive technology. A failed page says so here,
 * below the items already shown, and the button tries again.
 */
export function MorePages({
  pages: { hasMore, isLoadingMore, moreFailed, sentinelRef, loadMore },
  failure,
  texts,
}: {
  /** What a paged list's hook hands over (useLessonList, useMySyllabi). */
  pages: { hasMore: boolean; isLoadingMore: boolean; moreFailed: boolean; sentinelRef: (element: HTMLElement | null) => void; loadMore: () => void };
  /** The list's failure; shown here only when it is the next page that failed. */
  failure: Failure | null;
  texts: { loadMore: string; loadingMore: string; moreFailed: string };
}) {
  if (!hasMore) return null;
  const pageFailure = moreFailed ? failure : null;
  return (
    <Stack gap="3" align="center">
      <Box ref={sentinelRef} data-testid="load-more-sentinel" aria-hidden="true" h="1px" w="full" />
      {pageFailure && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{texts.moreFailed}</Alert.Title>
            <Alert.Description>{pageFailure.message}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Button variant="outline" onClick={loadMore} loading={isLoadingMore} loadingText={texts.loadingMore}>
        {pageFailure ? lessonTexts.retry : texts.loadMore}
      </Button>
    </Stack>
  );
}

/** A list edited as lines of text; blank lines stay while typing and are dropped on save. */
/** The place on the plan tab the address points at (#anchor), as a suggestion's "Show it in the plan" link does. */
export interface Highlight {
  anchor?: string;
  highlighted?: boolean;
}

/** Marks the field a suggestion changed: tinted, with a note saying so. */
export function highlightProps({ anchor, highlighted }: Highlight) {
  return {
    ...(anchor ? { id: anchor } : {}),
    ...(highlighted ? { bg: 'yellow.subtle', outline: '2px solid', outlineColor: 'yellow.solid', borderRadius: 'md', p: '2', 'data-highlighted': '' } : {}),
  };
}

export function HighlightNote({ highlighted }: Highlight) {
  return highlighted ? (
    <Text fontSize="sm" fontWeight="medium">
      {lessonTexts.addedFromSuggestion}
    </Text>
  ) : null;
}

/**
 * Scrolls the field the address names (#anchor) into view once the plan is on screen.
 * Purely visual: where the page is scrolled means nothing to the flow.
 */
export function ScrollToAnchor({ anchor }: { anchor: string }) {
  // eslint-disable-next-line teachkit/views-only-render -- visual state: scrolling to the highlighted field
  useEffect(() => {
    if (anchor) document.getElementById(anchor)?.scrollIntoView?.({ block: 'center' });
  }, [anchor]);
  return null;
}

export function LinesField({
  label,
  value,
  onChange,
  error,
  ...highlight
}: { label: string; value: string[]; onChange: (lines: string[]) => void; error?: string | undefined } & Highlight) {
  return (
    <Field.Root invalid={Boolean(error)} {...highlightProps(highlight)}>
      <HighlightNote highlighted={highlight.highlighted} />
      <Field.Label>{label}</Field.Label>
      <Textarea value={value.join('\n')} onChange={(e) => onChange(e.target.value.split('\n'))} autoresize rows={3} />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>{lessonTexts.linesHelp}</Field.HelperText>}
    </Field.Root>
  );
}

export function OutcomeCode({ outcome }: { outcome: Pick<LessonOutcome, 'code' | 'shortCode'> }) {
  return <CodeBadge code={outcome.code} shortCode={outcome.shortCode} colorPalette="gray" />;
}

function Lines({ title, lines }: { title: string; lines: string[] }) {
  if (!lines.length) return null;
  return (
    <Box>
      <Text fontWeight="semibold" fontSize="sm">
        {title}
      </Text>
      <List.Root ps="5">
        {lines.map((line, i) => (
          <List.Item key={i}>{line}</List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

/**
 * Material from the teacher's uploads, built into a phase: what it is, the teacher's own words (line breaks kept, as in
 * a worked example's steps) and where it comes from.
 */
export function PhaseMaterials({ phase, onRemove }: { phase: Pick<LessonPhase, 'title' | 'materials'>; onRemove?: (sliceId: string) => void }) {
  if (!phase.materials?.length) return null;
  return (
    <Stack gap="3" role="group" aria-label={lessonTexts.materialsOf(phase.title)}>
      {phase.materials.map((material: PhaseMaterial) => (
        <Box as="figure" key={material.sliceId} m="0" borderStartWidth="4px" borderColor="brand.solid" bg="page.bg" borderRadius="md" p="3">
          <HStack justify="space-between">
            <Text fontWeight="semibold" fontSize="sm" color="brand.fg">
              {lessonTexts.materialHeadings[material.kind]}
            </Text>
            {onRemove && (
              <Button size="xs" variant="ghost" onClick={() => onRemove(material.sliceId)} aria-label={lessonTexts.removeMaterial(material.citation)}>
                {lessonTexts.remove}
              </Button>
            )}
          </HStack>
          <Text as="blockquote" whiteSpace="pre-line" m="0">
            {material.text}
          </Text>
          <Text as="figcaption" fontSize="sm" color="page.muted" fontStyle="italic">
            {lessonTexts.materialSource(material.citation)}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

/** What an Enhanced lesson says when none of the teacher's uploads matched it. */
export function MaterialNotice({ notice }: { notice: string | undefined }) {
  if (!notice) return null;
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{lessonTexts.noMaterialTitle}</Alert.Title>
        <Alert.Description>{notice}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

export function PhaseCard({ phase, outcomes }: { phase: LessonPhase; outcomes: LessonOutcome[] }) {
  const cited = outcomes.filter((o) => phase.outcomeCodes.includes(o.code));
  return (
    <Stack as="section" aria-label={phase.title} gap="3" borderWidth="1px" borderColor="page.border" borderRadius="lg" p="4" bg="page.surface">
      <HStack justify="space-between">
        <Heading as="h3" size="md">
          {phase.title}
        </Heading>
        <Badge>{lessonTexts.minutes(phase.minutes)}</Badge>
      </HStack>
      <Lines title={lessonTexts.teacherActions} lines={phase.teacherActions} />
      <Lines title={lessonTexts.studentActions} lines={phase.studentActions} />
      <PhaseContentView phase={phase} />
      <PhaseMaterials phase={phase} />
      <Lines title={lessonTexts.resources} lines={phase.resources} />
      {cited.length > 0 && (
        <HStack gap="2" wrap="wrap" aria-label={`${lessonTexts.cites}: ${phase.title}`}>
          {cited.map((o) => (
            <OutcomeCode key={o.code} outcome={o} />
          ))}
        </HStack>
      )}
    </Stack>
  );
}

export function OutcomeStatements({ outcomes }: { outcomes: LessonOutcome[] }) {
  return (
    <List.Root gap="2" variant="plain">
      {outcomes.map((o) => (
        <List.Item key={o.code} display="block">
          <OutcomeCode outcome={o} /> <Text as="span">{o.statement}</Text>
        </List.Item>
      ))}
    </List.Root>
  );
}

/**
 * The whole plan, read-only: outcomes, phases, success criteria, vocabulary and differentiation. `shared` is the view
 * of someone the lesson was shared with: the note about the owner's uploads is the owner's, not theirs.
 */
export function PlanView({ lesson, shared = false }: { lesson: Lesson; shared?: boolean }) {
  return (
    <Stack gap="6">
      <HStack gap="4" color="page.muted" fontSize="sm" wrap="wrap">
        {lesson.yearLevel && <Text>{`${lessonTexts.yearLevel}: ${lesson.yearLevel}`}</Text>}
        {lesson.subject && <Text>{`${lessonTexts.subject}: ${lesson.subject}`}</Text>}
        <Text>{`${lessonTexts.duration}: ${lessonTexts.minutes(lesson.durationMinutes)}`}</Text>
      </HStack>
      {lesson.outcomes.length > 0 && (
        <Stack gap="2">
          <Heading as="h2" size="lg">
            {lessonTexts.outcomes}
          </Heading>
          <OutcomeStatements outcomes={lesson.outcomes} />
        </Stack>
      )}
      <PlanIntroView lesson={lesson} />
      <Stack gap="3">
        <Heading as="h2" size="lg">
          {lessonTexts.phases}
        </Heading>
        {!shared && <MaterialNotice notice={lesson.materialNotice} />}
        {lesson.phases.map((phase, i) => (
          <PhaseCard key={`${phase.key}-${i}`} phase={phase} outcomes={lesson.outcomes} />
        ))}
      </Stack>
      <PlanCloseView lesson={lesson} />
      {lesson.successCriteria.length > 0 && (
        <Lines title={lessonTexts.successCriteria} lines={lesson.successCriteria.map((c) => c.text)} />
      )}
      {lesson.keyVocabulary.length > 0 && <Lines title={lessonTexts.keyVocabulary} lines={[lesson.keyVocabulary.join(', ')]} />}
      <Stack gap="2">
        <Lines title={`${lessonTexts.differentiation}: ${lessonTexts.support}`} lines={lesson.differentiation.support} />
        <Lines title={`${lessonTexts.differentiation}: ${lessonTexts.extension}`} lines={lesson.differentiation.extension} />
        <Lines title={`${lessonTexts.differentiation}: ${lessonTexts.languageSupport}`} lines={lesson.differentiation.languageSupport} />
      </Stack>
      <Text fontSize="xs" color="page.muted">
        {lessonTexts.provenance(lesson.provenance.engine, lesson.provenance.engineVersion)}
      </Text>
      {!shared && lesson.provenance.note && (
        <Text fontSize="sm" color="page.muted">
          {lessonTexts.provenanceNote(lesson.provenance.note)}
        </Text>
      )}
    </Stack>
  );
}
