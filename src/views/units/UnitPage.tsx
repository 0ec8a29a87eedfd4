import { Badge, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { LinkButton } from '../../components/ui/link';
import { unitEditorPath } from '../../machines/unitBrief/useUnitBrief';
import { useUnitEditor, useUnitEditorActor } from '../../machines/unitEditor/useUnitEditor';
import { PageTitle } from '../layout/PageTitle';
import { LoadState } from '../lessons/parts';
import { OutcomeList } from '../outcomes/OutcomeList';
import { unitTexts as t } from './texts';
import { CoverageMap, SequenceList } from './UnitParts';

/** /units/{id}: the unit read as a whole: details, outcomes, sequence with its lessons, coverage. */
export default function UnitPage() {
  const { id = '' } = useParams();
  return <UnitView key={id} unitId={id} />;
}

function UnitView({ unitId }: { unitId: string }) {
  const e = useUnitEditor(useUnitEditorActor(unitId));
  const { unit } = e;
  return (
    <>
      <PageTitle title={unit ? t.editorTitle(unit.title) : t.loadingUnit} />
      <LoadState isLoading={e.isLoading} failed={e.loadFailed} failure={e.failure} retry={e.retry} loadingLabel={t.loadingUnit}>
        {unit && (
          <Stack gap="8" minW="0">
            <Breadcrumbs home="/dashboard" crumbs={[{ label: t.listTitle, to: '/units' }, { label: unit.title }]} />
            <HStack justify="space-between" align="start" wrap="wrap" gap="4">
              <Stack gap="2">
                <Heading as="h1" size="2xl">
                  {unit.title}
                </Heading>
                <HStack gap="2" wrap="wrap">
                  {unit.yearLevel && <Badge>{unit.yearLevel}</Badge>}
                  {unit.subject && <Badge>{unit.subject}</Badge>}
                  <Badge variant="outline">{t.span(unit.weeks, unit.lessonsPerWeek)}</Badge>
                  <Badge variant="outline">{t.methodologies[unit.methodology]}</Badge>
                </HStack>
                {unit.description && <Text color="page.muted">{unit.description}</Text>}
              </Stack>
              <LinkButton to={`${unitEditorPath(unit.id)}/sequence`} colorPalette="brand">
                {t.editUnit}
              </LinkButton>
            </HStack>
            <Section title={t.chosenOutcomes}>
              <OutcomeList outcomes={unit.outcomes} label={t.chosenOutcomes} />
            </Section>
            <Section title={t.tabs.sequence}>
              <SequenceList lessons={unit.lessons} outcomes={unit.outcomes} />
            </Section>
            <Section title={t.tabs.coverage}>
              <CoverageMap coverage={unit.coverage} outcomes={unit.outcomes} />
            </Section>
          </Stack>
        )}
      </LoadState>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3" as="section" aria-label={title} minW="0">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
