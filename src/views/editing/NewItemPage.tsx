import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import type { DraftChanges } from '../../machines/briefForm/briefMachine';
import type { useBriefForm } from '../../machines/briefForm/useBriefForm';
import { useOutcomePickerActor } from '../../machines/outcomePicker/useOutcomePicker';
import { DetailsFields } from '../assessments/DetailsFields';
import { PageTitle } from '../layout/PageTitle';
import type { Failure } from '../../lib/failure';
import { FailureAlert, fieldError } from '../lessons/parts';
import { ChosenOutcomes } from '../outcomes/ChosenOutcomes';

export interface NewItemTexts {
  newTitle: string;
  newIntro: string;
  listTitle: string;
  chosenOutcomes: string;
  noOutcomesChosen: string;
  remove: string;
  create: string;
  creating: string;
}

interface Details {
  title: string;
  description: string;
  yearLevel: string;
  subject: string;
}

/**
 * A "New …" page (an assessment, a unit of work): title, description, year level and subject, the item's own fields,
 * the outcomes from the outcome picker, and "Create". Field messages from a 400 show at their fields; the draft stays.
 */
export function NewItemPage<Draft extends Details & { outcomes: Parameters<typeof ChosenOutcomes>[0]['outcomes'] }>({
  brief,
  texts: t,
  listPath,
  fields,
  children,
}: {
  brief: ReturnType<typeof useBriefForm<Draft, unknown, { id: string }>>;
  texts: NewItemTexts;
  listPath: string;
  /** Every field the form shows, so a server message on one of them is shown there, not above the form. */
  fields: string[];
  /** The item's own fields, after the details. */
  children?: (error: (field: string) => string | undefined) => ReactNode;
}) {
  const picker = useOutcomePickerActor();
  const { draft, failure } = brief;
  const error = (field: string) => fieldError(failure, field);
  return (
    <NewItemFrame texts={t} listPath={listPath} failure={failure} fields={fields} create={brief}>
      <DetailsFields values={draft} edit={(changes) => brief.edit(changes as DraftChanges<Draft>)} error={error} />
      {children?.(error)}
      <ChosenOutcomes
        outcomes={draft.outcomes}
        error={error('outcomes')}
        texts={{ heading: t.chosenOutcomes, none: t.noOutcomesChosen, remove: t.remove }}
        picker={picker}
        onAdd={brief.addOutcome}
        onRemove={brief.removeOutcome}
      />
    </NewItemFrame>
  );
}

/**
 * The frame of every "New …" page: its title and breadcrumbs, heading and introduction, the server's messages not
 * shown at a field, the form, and "Create".
 */
export function NewItemFrame({
  texts: t,
  listPath,
  failure,
  fields,
  create,
  children,
}: {
  texts: Pick<NewItemTexts, 'newTitle' | 'newIntro' | 'listTitle' | 'create' | 'creating'>;
  listPath: string;
  failure: Failure | null;
  /** Every field the form shows, so a server message on one of them is shown there, not above the form. */
  fields: string[];
  create: { create: () => void; canCreate: boolean; isCreating: boolean };
  children: ReactNode;
}) {
  return (
    <>
      <PageTitle title={t.newTitle} />
      {/* Not a <form>: the outcome search inside is one. */}
      <Stack gap="6" maxW="3xl">
        <Breadcrumbs home="/dashboard" crumbs={[{ label: t.listTitle, to: listPath }, { label: t.newTitle }]} />
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            {t.newTitle}
          </Heading>
          <Text color="page.muted">{t.newIntro}</Text>
        </Stack>
        <FailureAlert failure={failure} draftKept claimed={(f) => fields.some((b) => f === b || f.startsWith(`${b}.`))} />
        {children}
        <HStack>
          <Button colorPalette="brand" size="lg" onClick={create.create} disabled={!create.canCreate} loading={create.isCreating} loadingText={t.creating}>
            {t.create}
          </Button>
        </HStack>
      </Stack>
    </>
  );
}
