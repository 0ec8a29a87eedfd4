import { Alert, Button, Field, HStack, Input, Spinner, Stack, Tabs, Text } from '@chakra-ui/react';
import { SelectField } from '../../components/ui/select-field';
import { describeFailure, unclaimedFieldErrors } from '../../lib/failure';
import type { OutcomePickerRef } from '../../machines/outcomePicker/useOutcomePicker';
import { useOutcomeBrowse, useOutcomeSearch } from '../../machines/outcomePicker/useOutcomePicker';
import type { ListedOutcome } from '../../services/syllabusApi';
import { fieldError } from '../lessons/parts';
import { Attribution, OutcomeList, PickButton } from './OutcomeList';
import { outcomeTexts } from './texts';

export interface PickProps {
  /** Codes already chosen: their buttons read "Added". */
  chosen?: string[];
  /** A search finds whole outcomes; a framework's list leaves out the market, which the framework says. */
  onPick?: (outcome: ListedOutcome) => void;
}

function Results({ outcomes, label, chosen = [], onPick }: PickProps & { outcomes: ListedOutcome[]; label: string }) {
  return (
    <OutcomeList
      outcomes={outcomes}
      label={label}
      action={
        onPick
          ? (listed) => {
              const outcome = outcomes.find((o) => o.code === listed.code)!;
              return <PickButton outcome={outcome} chosen={chosen.includes(outcome.code)} onPick={() => onPick(outcome)} />;
            }
          : undefined
      }
    />
  );
}

/** Search the real statements by words, best first. */
export function OutcomeSearch({ picker, ...pick }: PickProps & { picker: OutcomePickerRef }) {
  const p = useOutcomeSearch(picker.search);
  const failure = p.searchFailed ? p.failure : null;
  // A 400 on the words is said at the search box; anything else the search was refused for, in the alert below.
  const wordsError = fieldError(failure, 'input');
  const others = failure?.kind === 'validation' ? unclaimedFieldErrors(failure, (field) => field === 'input') : failure ? [failure.message] : [];
  return (
    <Stack gap="4">
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          p.search();
        }}
      >
        <Stack direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'end' }} gap="3">
          <SelectField
            label={outcomeTexts.searchIn}
            value={p.searchFramework}
            placeholder={outcomeTexts.allFrameworks}
            options={p.frameworks.map((f) => ({ value: f.id, label: f.title }))}
            onChange={p.chooseSearchFramework}
          />
          <SelectField
            label={outcomeTexts.searchLevel}
            value={p.searchLevel}
            placeholder={outcomeTexts.anyLevel}
            options={p.levels.map((l) => ({ value: l, label: l }))}
            onChange={p.chooseSearchLevel}
          />
          <Field.Root invalid={Boolean(wordsError)}>
            <Field.Label>{outcomeTexts.searchLabel}</Field.Label>
            <Input value={p.input} placeholder={outcomeTexts.searchPlaceholder} onChange={(e) => p.type(e.target.value)} />
            <Field.ErrorText>{wordsError}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="brand" disabled={!p.canSearch} loading={p.isSearching} loadingText={outcomeTexts.searching}>
            {outcomeTexts.search}
          </Button>
        </Stack>
      </form>
      {others.length > 0 && <FailureText message={others.join(' ')} />}
      {p.searchDone && p.found.length === 0 && <Text color="page.muted">{outcomeTexts.noResults(p.searchedFor)}</Text>}
      {p.found.length > 0 && <Results outcomes={p.found} label={outcomeTexts.search} {...pick} />}
      {p.canShowMore && (
        <Button alignSelf="start" variant="outline" onClick={p.showMore}>
          {outcomeTexts.showMore}
        </Button>
      )}
      <Attribution options={p.options} frameworks={p.found.map((o) => o.framework)} />
    </Stack>
  );
}

function FailureText({ message }: { message: string | undefined }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{outcomeTexts.failed}</Alert.Title>
        {message && <Alert.Description>{message}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}

/** Browse a framework by subject and year level, in the publisher's order. */
export function OutcomeBrowser({ picker, ...pick }: PickProps & { picker: OutcomePickerRef }) {
  const p = useOutcomeBrowse(picker.browse);
  const framework = p.frameworks.find((f) => f.id === p.browse.framework);
  const subject = framework?.subjects.find((s) => s.name === p.browse.subject);
  const levels = subject?.levels ?? framework?.levels ?? [];
  if (p.frameworksFailed) {
    return (
      <Stack align="start">
        <FailureText message={outcomeTexts.frameworksFailed} />
        <Button variant="outline" onClick={p.retry}>
          {outcomeTexts.retry}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      <Stack direction={{ base: 'column', md: 'row' }} gap="3">
        <SelectField
          label={outcomeTexts.framework}
          value={p.browse.framework}
          placeholder={outcomeTexts.chooseFramework}
          options={p.frameworks.map((f) => ({ value: f.id, label: f.title }))}
          onChange={p.chooseFramework}
        />
        <SelectField
          label={outcomeTexts.subject}
          value={p.browse.subject}
          placeholder={outcomeTexts.anySubject}
          options={(framework?.subjects ?? []).map((s) => ({ value: s.name, label: s.name }))}
          onChange={p.chooseSubject}
        />
        <SelectField
          label={outcomeTexts.level}
          value={p.browse.level}
          placeholder={outcomeTexts.anyLevel}
          options={levels.map((l) => ({ value: l, label: l }))}
          onChange={p.chooseLevel}
        />
      </Stack>
      {!p.browse.framework && <Text color="page.muted">{outcomeTexts.browseHint}</Text>}
      {p.isListing && (
        <HStack role="status">
          <Spinner size="sm" />
          <Text>{outcomeTexts.listing}</Text>
        </HStack>
      )}
      {p.browseFailed && <FailureText message={p.failure ? describeFailure(p.failure) : undefined} />}
      {p.listDone && p.listed.length === 0 && <Text color="page.muted">{outcomeTexts.noneListed}</Text>}
      {p.listed.length > 0 && <Results outcomes={p.listed} label={outcomeTexts.tabs.browse} {...pick} />}
      <Attribution options={p.options} frameworks={p.listed.map((o) => o.framework)} />
    </Stack>
  );
}

/** Search and browse side by side as tabs: purely visual switching, so Chakra keeps which tab is open. */
export function OutcomePicker({ picker, ...pick }: PickProps & { picker: OutcomePickerRef }) {
  return (
    <Tabs.Root defaultValue="search" variant="enclosed" lazyMount={false}>
      <Tabs.List>
        <Tabs.Trigger value="search">{outcomeTexts.tabs.search}</Tabs.Trigger>
        <Tabs.Trigger value="browse">{outcomeTexts.tabs.browse}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="search">
        <OutcomeSearch picker={picker} {...pick} />
      </Tabs.Content>
      <Tabs.Content value="browse">
        <OutcomeBrowser picker={picker} {...pick} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
