import type { ReactNode } from 'react';
import { Alert, Box, Button, Field, Heading, HStack, Input, List, Stack, Text, Textarea } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { MAX_ANSWER_CHARS } from '../../contracts/assessment';
import { describeFailure, type Failure } from '../../lib/failure';
import type { AnswerSheet, AnswerSheetItem } from '../../services/assessmentApi';
import { useStudentAnswers } from '../../machines/studentAnswers/useStudentAnswers';
import { sameStimulus, StimulusBlock } from '../assessments/parts/StimulusBlock';
import { Loading } from '../layout/Loading';
import { StudentLayout } from '../layout/StudentLayout';
import { PageTitle } from '../layout/PageTitle';
import { answeringTexts as t, timeOfDay } from './texts';

type Flow = ReturnType<typeof useStudentAnswers>;

function Notice({ status, title, children }: { status: 'info' | 'error' | 'warning'; title: string; children?: ReactNode }) {
  return (
    <Alert.Root status={status} role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {children && <Alert.Description>{children}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}

/** The class list's names to tap, and a field for a name not on it. */
function NamePicker({ sheet, s }: { sheet: AnswerSheet; s: Flow }) {
  return (
    <Stack gap="4" as="section" aria-labelledby="pick-title">
      <Heading as="h2" size="lg" id="pick-title">
        {t.pickTitle}
      </Heading>
      <Text color="page.muted">{t.pickHelp}</Text>
      {s.failure && <Notice status="warning" title={describeFailure(s.failure)} />}
      <Stack as="ul" gap="2" aria-label={t.namesLabel} listStyleType="none">
        {sheet.students.map((student) => (
          <li key={student.id}>
            <Button variant="outline" width="full" justifyContent="start" disabled={s.isClaiming} onClick={() => s.choose({ studentId: student.id })}>
              {student.name}
            </Button>
          </li>
        ))}
      </Stack>
      <form
        onSubmit={(ev) => {
          ev.preventDefault();
          s.choose({ name: String(new FormData(ev.currentTarget).get('name') ?? '') });
        }}
      >
        <Stack gap="2">
          <Field.Root>
            <Field.Label>{`${t.notOnList} ${t.typedName}`}</Field.Label>
            <Input name="name" autoComplete="name" maxLength={120} />
          </Field.Root>
          <Box>
            <Button type="submit" loading={s.isClaiming} loadingText={t.picking}>
              {t.startWithName}
            </Button>
          </Box>
        </Stack>
      </form>
    </Stack>
  );
}

/** One question and the student's answer to it: a choice of the options, or text. */
function ItemAnswer({ item, n, answer, disabled, onChange }: { item: AnswerSheetItem; n: number; answer: string; disabled: boolean; onChange: (answer: string) => void }) {
  const label = t.question(n, item.marks);
  if (item.kind === 'multiple-choice' && item.options) {
    return (
      <Box as="fieldset" borderWidth="1px" borderColor="page.border" rounded="md" p="4">
        <Text as="legend" fontWeight="semibold" px="1">
          {label}
        </Text>
        <Text mb="3">{item.prompt}</Text>
        <Stack gap="2">
          {item.options.map((option) => (
            <HStack as="label" key={option} gap="3" py="1" cursor="pointer">
              <input type="radio" name={`answer-${item.id}`} value={option} checked={answer === option} disabled={disabled} onChange={() => onChange(option)} />
              <Text>{option}</Text>
            </HStack>
          ))}
        </Stack>
      </Box>
    );
  }
  return (
    <Box as="section" aria-label={label} borderWidth="1px" borderColor="page.border" rounded="md" p="4">
      <Text fontWeight="semibold">{label}</Text>
      <Text mb="3">{item.prompt}</Text>
      <Field.Root>
        <Field.Label>{t.yourAnswer}</Field.Label>
        <Textarea value={answer} rows={item.kind === 'extended-response' ? 8 : 3} maxLength={MAX_ANSWER_CHARS} disabled={disabled} onChange={(ev) => onChange(ev.target.value)} />
      </Field.Root>
    </Box>
  );
}

function SavingStatus({ saving, failure }: { saving: Flow['saving']; failure: Failure | null }) {
  // Offline after pressing "Hand in": the hand-in did not reach the teacher, so the student must press it again.
  const offline = failure ? `${t.notHandedIn} ${t.offline}` : t.offline;
  const words = saving === 'offline' ? offline : saving === 'saving' ? t.saving : saving === 'invalid' && failure ? describeFailure(failure) : t.saved;
  return (
    <Text role="status" color={saving === 'offline' || saving === 'invalid' ? 'orange.fg' : 'page.muted'} fontWeight={saving === 'offline' ? 'semibold' : 'normal'}>
      {words}
    </Text>
  );
}

function Answering({ sheet, s }: { sheet: AnswerSheet; s: Flow }) {
  return (
    <Stack gap="5">
      {s.reopened && <Notice status="info" title={t.reopenedTitle}>{t.reopenedBody}</Notice>}
      <Text fontWeight="medium">{t.answeringAs(s.student?.name ?? '')}</Text>
      {sheet.criteria.length > 0 && (
        <Box as="section" aria-labelledby="assessed-title">
          <Heading as="h2" size="md" id="assessed-title">
            {t.assessedTitle}
          </Heading>
          <List.Root ps="5">
            {sheet.criteria.map((criterion) => (
              <List.Item key={criterion}>{criterion}</List.Item>
            ))}
          </List.Root>
        </Box>
      )}
      {sheet.items.map((item, i) => (
        <Stack key={item.id} gap="3">
          {item.stimulus && !sameStimulus(item.stimulus, sheet.items[i - 1]?.stimulus) && <StimulusBlock stimulus={item.stimulus} empty={t.stimulusToCome} />}
          <ItemAnswer item={item} n={i + 1} answer={s.answers[item.id] ?? ''} disabled={!s.canAnswer} onChange={(answer) => s.change(item.id, answer)} />
        </Stack>
      ))}
      <SavingStatus saving={s.saving} failure={s.failure} />
      {s.isConfirming || s.isSubmitting ? (
        <Stack gap="3" borderWidth="1px" borderColor="page.border" rounded="md" p="4" role="group" aria-labelledby="confirm-title">
          <Heading as="h2" size="md" id="confirm-title">
            {t.confirmTitle}
          </Heading>
          <Text>{t.confirmBody}</Text>
          <HStack gap="3" wrap="wrap">
            <Button onClick={s.confirm} loading={s.isSubmitting} loadingText={t.handingIn}>
              {t.confirmHandIn}
            </Button>
            <Button variant="outline" onClick={s.cancel} disabled={s.isSubmitting}>
              {t.keepAnswering}
            </Button>
          </HStack>
        </Stack>
      ) : (
        <Box>
          <Button onClick={s.submit} size="lg">
            {t.handIn}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

function HandedIn({ sheet, s }: { sheet: AnswerSheet; s: Flow }) {
  return (
    <Stack gap="4">
      <Notice status="info" title={t.submittedTitle}>
        {s.submittedAt ? t.submittedBody(timeOfDay(s.submittedAt)) : null}
      </Notice>
      <Heading as="h2" size="md">
        {t.yourAnswers}
      </Heading>
      <List.Root as="ol" ps="5" gap="2">
        {sheet.items.map((item) => (
          <List.Item key={item.id}>
            <Text>{item.prompt}</Text>
            <Text color="page.muted">{s.answers[item.id] || t.noAnswer}</Text>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

/** The code stopped working: the answers stay on the device, and the new code carries them on. */
function NewCode({ s }: { s: Flow }) {
  return (
    <Stack gap="3" as="section" aria-labelledby="retired-title">
      <Notice status="warning" title={t.retiredTitle}>
        {t.retiredBody}
      </Notice>
      {/* Whose answers wait here: on a shared device, the name that typed them is the one they go on under. */}
      {s.student && <Text fontWeight="medium">{t.answeringAs(s.student.name)}</Text>}
      <form
        onSubmit={(ev) => {
          ev.preventDefault();
          s.enterCode(String(new FormData(ev.currentTarget).get('code') ?? ''));
        }}
      >
        <Stack gap="2" align="start">
          <Field.Root invalid={Boolean(s.failure) && !s.isMoving}>
            <Field.Label id="retired-title">{t.newCode}</Field.Label>
            <Input name="code" autoComplete="off" autoCapitalize="characters" maxLength={12} />
            {s.failure && !s.isMoving && <Field.ErrorText>{describeFailure(s.failure)}</Field.ErrorText>}
          </Field.Root>
          <Button type="submit" loading={s.isMoving} loadingText={t.goingOn}>
            {t.goOn}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

function StudentAnswers({ code }: { code: string }) {
  const s = useStudentAnswers(code);
  if (s.step === 'opening') return <Loading label={t.opening} />;
  if (s.step === 'retired' && !s.sheet) {
    // Reloaded on the retired code: its sheet is gone, the answers kept on the device are not.
    return (
      <Stack gap="6">
        <PageTitle title={t.retiredTitle} />
        <NewCode s={s} />
      </Stack>
    );
  }
  if (s.step === 'notFound' || s.step === 'closed' || s.step === 'failed' || !s.sheet) {
    const title = s.step === 'notFound' ? t.notFound : s.step === 'closed' ? (s.failure?.message ?? t.closedTitle) : t.loadFailed;
    return (
      <Stack gap="3" align="start">
        <PageTitle title={s.step === 'closed' ? t.closedTitle : t.notFoundTitle} />
        <Notice status={s.step === 'failed' ? 'error' : 'info'} title={title} />
        {s.step !== 'notFound' && (
          <Button variant="outline" onClick={s.retry}>
            {t.retry}
          </Button>
        )}
      </Stack>
    );
  }
  const sheet = s.sheet;
  return (
    <Stack gap="6">
      <PageTitle title={sheet.title} />
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {sheet.title}
        </Heading>
        <Text color="page.muted">{[sheet.yearLevel, sheet.subject, t.totalMarks(sheet.totalMarks)].filter(Boolean).join(' · ')}</Text>
      </Stack>
      {s.step === 'picking' && <NamePicker sheet={sheet} s={s} />}
      {s.step === 'answering' && <Answering sheet={sheet} s={s} />}
      {s.step === 'submitted' && <HandedIn sheet={sheet} s={s} />}
      {s.step === 'retired' && <NewCode s={s} />}
      {s.step === 'refused' && (
        <Stack gap="3" align="start">
          <Notice status="warning" title={t.refusedTitle}>
            {s.failure ? `${s.failure.message} ${t.refusedHelp}` : t.refusedHelp}
          </Notice>
          <Button variant="outline" onClick={s.restart}>
            {t.startAgain}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

/** /answer/{code}: a student answers an assessment online, without an account; no signed-in layout. */
export default function StudentAnswersPage() {
  const { code = '' } = useParams();
  return (
    <StudentLayout maxW="3xl" py="8">
      <StudentAnswers key={code} code={code} />
    </StudentLayout>
  );
}
