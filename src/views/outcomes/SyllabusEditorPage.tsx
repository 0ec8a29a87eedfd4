import { Alert, Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Navigate, useParams } from 'react-router-dom';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { RoutedTabs } from '../../components/RoutedTabs';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { validationAlertLines } from '../../lib/failure';
import { syllabusEditorPath } from '../../machines/mySyllabi/useMySyllabi';
import { useCurriculumOptions, useOutcomePickerActor } from '../../machines/outcomePicker/useOutcomePicker';
import { useSyllabusEditor } from '../../machines/syllabusEditor/useSyllabusEditor';
import { PageTitle } from '../layout/PageTitle';
import { fieldError, LoadState } from '../lessons/parts';
import { Attribution, OutcomeList } from './OutcomeList';
import { OutcomePicker } from './OutcomePicker';
import { DetailsFields } from './OutcomesPage';
import type { SyllabusTab } from './texts';
import { outcomeTexts, syllabusTabs } from './texts';

type Editor = ReturnType<typeof useSyllabusEditor>;

function Details({ s }: { s: Editor }) {
  const error = (field: string) => fieldError(s.failure, field);
  return (
    <Stack gap="4" maxW="xl">
      <Field.Root required invalid={Boolean(error('title'))}>
        <Field.Label>{outcomeTexts.title}</Field.Label>
        <Input value={s.draft.title} onChange={(e) => s.edit({ title: e.target.value })} />
        <Field.ErrorText>{error('title')}</Field.ErrorText>
      </Field.Root>
      <DetailsFields draft={s.draft} edit={s.edit} error={error} />
      <HStack>
        <Button colorPalette="brand" onClick={s.save} disabled={!s.canSave} loading={s.isSaving} loadingText={outcomeTexts.saving}>
          {outcomeTexts.save}
        </Button>
        <Button variant="ghost" colorPalette="red" onClick={s.askToDelete} disabled={!s.canChange}>
          {outcomeTexts.deleteSyllabus}
        </Button>
      </HStack>
    </Stack>
  );
}

function Outcomes({ s }: { s: Editor }) {
  const picker = useOutcomePickerActor();
  const options = useCurriculumOptions(picker);
  const outcomes = s.syllabus?.outcomes ?? [];
  return (
    <Stack gap="6">
      <Heading as="h2" size="lg">
        {outcomeTexts.inSyllabus}
      </Heading>
      {outcomes.length === 0 ? (
        <Text color="page.muted">{outcomeTexts.noOutcomes}</Text>
      ) : (
        <OutcomeList
          outcomes={outcomes.map((o) => ({ ...o, statement: o.missing ? outcomeTexts.missing : o.statement }))}
          label={outcomeTexts.inSyllabus}
          action={(o) => {
            const row = outcomes.find((r) => r.code === o.code)!;
            return (
              <Button size="sm" variant="ghost" disabled={!s.canChange} loading={s.working === row.id} onClick={() => s.removeOutcome(row.id)} aria-label={outcomeTexts.removeLabel(o.shortCode || o.code)}>
                {outcomeTexts.remove}
              </Button>
            );
          }}
        />
      )}
      <Attribution options={options} frameworks={outcomes.map((o) => o.framework)} />
      <OutcomePicker picker={picker} chosen={outcomes.map((o) => o.code)} onPick={(o) => s.addOutcome(o.code)} />
    </Stack>
  );
}

const detailFields = ['title', 'framework', 'subject', 'yearLevel', 'market'];

function SyllabusEditor({ syllabusId, tab }: { syllabusId: string; tab: SyllabusTab }) {
  const s = useSyllabusEditor(syllabusId);
  // Messages for the details are shown at their fields on the details tab; any other is said in the alert itself.
  const claimed = (field: string) => tab === 'details' && detailFields.includes(field);
  const [title, ...details] = s.failure?.kind === 'validation' ? validationAlertLines(s.failure, claimed, outcomeTexts.validationTitle) : [s.failure?.message];
  return (
    <>
      <PageTitle title={s.syllabus?.title ?? outcomeTexts.loadingSyllabus} />
      <LoadState isLoading={s.isLoading} failed={s.loadFailed} failure={s.failure} retry={s.retry} loadingLabel={outcomeTexts.loadingSyllabus}>
        <Stack gap="6">
          <Breadcrumbs
            home="/dashboard"
            crumbs={[{ label: outcomeTexts.pageTitle, to: '/outcomes' }, { label: outcomeTexts.mySyllabi, to: '/outcomes/syllabi' }, { label: s.syllabus?.title ?? '' }]}
          />
          <Heading as="h1" size="2xl">
            {s.syllabus?.title}
          </Heading>
          {s.failure && (
            <Alert.Root status={s.failure.kind === 'tooManyRequests' ? 'warning' : 'error'} role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{title}</Alert.Title>
                {details.map((message) => (
                  <Alert.Description key={message}>{message}</Alert.Description>
                ))}
              </Alert.Content>
            </Alert.Root>
          )}
          <RoutedTabs value={tab} tabs={syllabusTabs} names={outcomeTexts.editorTabs} label={outcomeTexts.editorTabsLabel} pathOf={(t) => syllabusEditorPath(syllabusId, t)}>
            {tab === 'details' ? <Details s={s} /> : <Outcomes s={s} />}
          </RoutedTabs>
        </Stack>
      </LoadState>
      <ConfirmDialog
        open={s.isConfirmingDelete}
        title={outcomeTexts.deleteTitle}
        body={outcomeTexts.deleteBody(s.syllabus?.title ?? '')}
        confirmLabel={outcomeTexts.deleteSyllabus}
        busyLabel={outcomeTexts.deleting}
        cancelLabel={outcomeTexts.cancel}
        busy={s.isDeleting}
        onConfirm={s.confirmDelete}
        onCancel={s.cancelDelete}
      />
    </>
  );
}

/** /syllabi/editor/{id} and /{tab}: details, outcomes. */
export default function SyllabusEditorPage() {
  const { id = '', tab = 'details' } = useParams();
  if (!syllabusTabs.includes(tab as SyllabusTab)) return <Navigate to={`/syllabi/editor/${encodeURIComponent(id)}/details`} replace />;
  return <SyllabusEditor key={id} syllabusId={id} tab={tab as SyllabusTab} />;
}
