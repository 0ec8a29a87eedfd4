import { Alert, Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Navigate, useParams } from 'react-router-dom';
import { RoutedTabs } from '../../components/RoutedTabs';
import { RouterLink } from '../../components/ui/link';
import { useMySyllabi, syllabusEditorPath } from '../../machines/mySyllabi/useMySyllabi';
import { useFrameworks, useOutcomePickerActor } from '../../machines/outcomePicker/useOutcomePicker';
import { SelectField } from '../../components/ui/select-field';
import { PageTitle } from '../layout/PageTitle';
import { LoadState, MorePages, fieldError } from '../lessons/parts';
import { OutcomeBrowser, OutcomeSearch } from './OutcomePicker';
import type { OutcomesTab } from './texts';
import { outcomeTexts, outcomesTabs } from './texts';

function MySyllabi() {
  const s = useMySyllabi();
  return (
    <LoadState isLoading={s.isLoading} failed={s.loadFailed} failure={s.listFailure} retry={s.retry} loadingLabel={outcomeTexts.loadingSyllabi}>
      {s.syllabi.length === 0 ? (
        <Text color="page.muted">{outcomeTexts.noSyllabi}</Text>
      ) : (
        <Stack gap="3">
          <Stack as="ul" listStyleType="none" gap="3">
            {s.syllabi.map((syllabus) => (
              <HStack as="li" key={syllabus.id} justify="space-between" borderWidth="1px" borderColor="page.border" borderRadius="lg" p="4" bg="page.surface">
                <Stack gap="0">
                  <RouterLink to={syllabusEditorPath(syllabus.id, 'details')} fontWeight="semibold">
                    {syllabus.title}
                  </RouterLink>
                  <Text fontSize="sm" color="page.muted">
                    {[syllabus.framework, syllabus.subject, syllabus.yearLevel].filter(Boolean).join(' · ')}
                  </Text>
                </Stack>
                <Text fontSize="sm">{outcomeTexts.outcomeCount(syllabus.outcomeCount)}</Text>
              </HStack>
            ))}
          </Stack>
          <MorePages pages={s} failure={s.listFailure} texts={outcomeTexts.moreSyllabi} />
        </Stack>
      )}
    </LoadState>
  );
}

function CreateSyllabus() {
  const s = useMySyllabi();
  const error = (field: string) => fieldError(s.createFailure, field);
  return (
    <Stack
      as="form"
      gap="4"
      maxW="xl"
      onSubmit={(e) => {
        e.preventDefault();
        s.create();
      }}
    >
      <Heading as="h2" size="lg">
        {outcomeTexts.createTitle}
      </Heading>
      {s.createFailure && s.createFailure.kind !== 'validation' && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{s.createFailure.message}</Alert.Title>
        </Alert.Root>
      )}
      <Field.Root required invalid={Boolean(error('title'))}>
        <Field.Label>{outcomeTexts.title}</Field.Label>
        <Input value={s.draft.title} onChange={(e) => s.edit({ title: e.target.value })} />
        <Field.ErrorText>{error('title')}</Field.ErrorText>
      </Field.Root>
      <DetailsFields draft={s.draft} edit={s.edit} error={error} />
      <Button type="submit" alignSelf="start" colorPalette="brand" disabled={!s.canCreate} loading={s.isCreating} loadingText={outcomeTexts.creating}>
        {outcomeTexts.create}
      </Button>
    </Stack>
  );
}

/** Framework, subject and year level of a syllabus, chosen from the curriculum; shared by the create form and the editor. */
export function DetailsFields({
  draft,
  edit,
  error,
}: {
  draft: { framework: string; subject: string; yearLevel: string };
  edit: (changes: Partial<{ framework: string; subject: string; yearLevel: string }>) => void;
  error: (field: string) => string | undefined;
}) {
  const frameworks = useFrameworks();
  const framework = frameworks.find((f) => f.id === draft.framework);
  const subject = framework?.subjects.find((s) => s.name === draft.subject);
  const levels = subject?.levels ?? framework?.levels ?? [];
  const options = (values: string[]) => values.map((value) => ({ value, label: value }));
  // A value the curriculum no longer offers stays selectable, so opening a syllabus never changes it.
  const keep = (values: string[], value: string) => (value && !values.includes(value) ? [value, ...values] : values);
  return (
    <>
      <SelectField
        label={outcomeTexts.framework}
        value={draft.framework}
        placeholder={outcomeTexts.noFramework}
        options={[
          ...(draft.framework && !framework ? [{ value: draft.framework, label: draft.framework }] : []),
          ...frameworks.map((f) => ({ value: f.id, label: f.title })),
        ]}
        onChange={(value) => edit({ framework: value, subject: '', yearLevel: '' })}
        invalid={Boolean(error('framework') ?? error('market'))}
      >
        <Field.ErrorText>{error('framework') ?? error('market')}</Field.ErrorText>
      </SelectField>
      <SelectField
        label={outcomeTexts.subject}
        value={draft.subject}
        placeholder={outcomeTexts.anySubject}
        options={options(keep(framework?.subjects.map((s) => s.name) ?? [], draft.subject))}
        onChange={(value) => edit({ subject: value })}
        invalid={Boolean(error('subject'))}
      >
        <Field.ErrorText>{error('subject')}</Field.ErrorText>
      </SelectField>
      <SelectField
        label={outcomeTexts.level}
        value={draft.yearLevel}
        placeholder={outcomeTexts.anyLevel}
        options={options(keep(levels, draft.yearLevel))}
        onChange={(value) => edit({ yearLevel: value })}
        invalid={Boolean(error('yearLevel'))}
      >
        <Field.ErrorText>{error('yearLevel')}</Field.ErrorText>
      </SelectField>
    </>
  );
}

function TabBody({ tab }: { tab: OutcomesTab }) {
  const picker = useOutcomePickerActor();
  if (tab === 'search') return <OutcomeSearch picker={picker} />;
  if (tab === 'browse') return <OutcomeBrowser picker={picker} />;
  if (tab === 'syllabi') return <MySyllabi />;
  return <CreateSyllabus />;
}

/** /outcomes and /outcomes/{tab}: browse, search, my syllabi, create. */
export default function OutcomesPage() {
  const { tab = 'browse' } = useParams();
  if (!outcomesTabs.includes(tab as OutcomesTab)) return <Navigate to="/outcomes/browse" replace />;
  const current = tab as OutcomesTab;
  return (
    <>
      <PageTitle title={`${outcomeTexts.pageTitle}: ${outcomeTexts.tabs[current]}`} />
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            {outcomeTexts.pageTitle}
          </Heading>
          <Text color="page.muted">{outcomeTexts.intro}</Text>
        </Stack>
        <RoutedTabs value={current} tabs={outcomesTabs} names={outcomeTexts.tabs} label={outcomeTexts.tabsLabel} pathOf={(t) => `/outcomes/${t}`}>
          <TabBody key={current} tab={current} />
        </RoutedTabs>
      </Stack>
    </>
  );
}
