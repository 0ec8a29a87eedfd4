import { Badge, Heading, HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { RoutedTabs } from '../../components/RoutedTabs';
import { unitEditorPath } from '../../machines/unitBrief/useUnitBrief';
import type { UnitEditorRef } from '../../machines/unitEditor/useUnitEditor';
import { UnitEditorContext, useUnitEditor, useUnitEditorActor } from '../../machines/unitEditor/useUnitEditor';
import { PageTitle } from '../layout/PageTitle';
import { UnsavedChangesGuard } from '../editing/UnsavedChangesGuard';
import { LoadState } from '../lessons/parts';
import { NewUnitPage } from './NewUnitPage';
import { CoverageTab } from './tabs/CoverageTab';
import { DetailsTab } from './tabs/DetailsTab';
import { ExportTab } from './tabs/ExportTab';
import { GlossaryTab } from './tabs/GlossaryTab';
import { SequenceTab } from './tabs/SequenceTab';
import { ShareTab } from './tabs/ShareTab';
import type { EditorTab } from './texts';
import { editorTabs, isEditorTab, unitTexts as t } from './texts';

const tabViews: Record<EditorTab, () => ReactNode> = { details: DetailsTab, sequence: SequenceTab, coverage: CoverageTab, glossary: GlossaryTab, share: ShareTab, export: ExportTab };

function Editor({ editor, unitId, tab }: { editor: UnitEditorRef; unitId: string; tab: EditorTab }) {
  const e = useUnitEditor(editor);
  const TabView = tabViews[tab];
  return (
    <UnitEditorContext.Provider value={editor}>
      <UnsavedChangesGuard unsaved={e.isDirty} basePath={unitEditorPath(unitId)} />
      <PageTitle title={e.unit ? t.editorTitle(e.unit.title) : t.loadingUnit} />
      <LoadState isLoading={e.isLoading} failed={e.loadFailed} failure={e.failure} retry={e.retry} loadingLabel={t.loadingUnit}>
        {e.unit && (
          <Stack gap="6" minW="0">
            <Breadcrumbs home="/dashboard" crumbs={[{ label: t.listTitle, to: '/units' }, { label: e.unit.title, to: `/units/${encodeURIComponent(unitId)}` }, { label: t.tabs[tab] }]} />
            <Stack gap="2">
              <Heading as="h1" size="2xl">
                {e.unit.title}
              </Heading>
              <HStack gap="2" wrap="wrap">
                {e.unit.yearLevel && <Badge>{e.unit.yearLevel}</Badge>}
                {e.unit.subject && <Badge>{e.unit.subject}</Badge>}
                <Badge variant="outline">{t.lessonCount(e.unit.lessons.length)}</Badge>
              </HStack>
            </Stack>
            {/* Tabs change the address in place (no link reload), so the draft stays while the teacher moves between them. */}
            <RoutedTabs value={tab} tabs={editorTabs} names={t.tabs} label={t.tabsLabel} pathOf={(name) => `${unitEditorPath(unitId)}/${name}`}>
              <TabView />
            </RoutedTabs>
          </Stack>
        )}
      </LoadState>
    </UnitEditorContext.Provider>
  );
}

function ExistingUnitEditor({ unitId, tab }: { unitId: string; tab: EditorTab }) {
  const editor = useUnitEditorActor(unitId);
  return <Editor editor={editor} unitId={unitId} tab={tab} />;
}

/** /units/editor/{id} and /{tab}; "new" is the form a new unit is sequenced from. */
export default function UnitEditorPage() {
  const { id = '', tab } = useParams();
  if (id === 'new') return <NewUnitPage />;
  if (tab !== undefined && !isEditorTab(tab)) return <Navigate to={`${unitEditorPath(id)}/sequence`} replace />;
  return <ExistingUnitEditor key={id} unitId={id} tab={tab ?? 'sequence'} />;
}
