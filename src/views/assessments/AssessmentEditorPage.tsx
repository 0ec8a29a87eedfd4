import { Heading, HStack, Badge, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { RoutedTabs } from '../../components/RoutedTabs';
import { assessmentEditorPath } from '../../machines/assessmentBrief/useAssessmentBrief';
import type { AssessmentEditorRef } from '../../machines/assessmentEditor/useAssessmentEditor';
import { AssessmentEditorContext, useAssessmentEditor, useAssessmentEditorActor } from '../../machines/assessmentEditor/useAssessmentEditor';
import { PageTitle } from '../layout/PageTitle';
import { UnsavedChangesGuard } from '../editing/UnsavedChangesGuard';
import { LoadState } from '../lessons/parts';
import { NewAssessmentPage } from './NewAssessmentPage';
import { DetailsTab } from './tabs/DetailsTab';
import { ExportTab } from './tabs/ExportTab';
import { ItemsTab } from './tabs/ItemsTab';
import { MarkingTab } from './tabs/MarkingTab';
import { ResultsTab } from './tabs/ResultsTab';
import { RubricTab } from './tabs/RubricTab';
import { ShareTab } from './tabs/ShareTab';
import type { EditorTab } from './texts';
import { assessmentTexts as t, editorTabs, isEditorTab } from './texts';

const tabViews: Record<EditorTab, () => ReactNode> = { details: DetailsTab, items: ItemsTab, rubric: RubricTab, marking: MarkingTab, results: ResultsTab, export: ExportTab, share: ShareTab };

function Editor({ editor, assessmentId, tab }: { editor: AssessmentEditorRef; assessmentId: string; tab: EditorTab }) {
  const e = useAssessmentEditor(editor);
  const TabView = tabViews[tab];
  return (
    <AssessmentEditorContext.Provider value={editor}>
      <UnsavedChangesGuard unsaved={e.isDirty} basePath={assessmentEditorPath(assessmentId)} />
      <PageTitle title={e.assessment ? t.editorTitle(e.assessment.title) : t.loadingAssessment} />
      <LoadState isLoading={e.isLoading} failed={e.loadFailed} failure={e.failure} retry={e.retry} loadingLabel={t.loadingAssessment}>
        {e.assessment && (
          <Stack gap="6">
            <Breadcrumbs home="/dashboard" crumbs={[{ label: t.listTitle, to: '/assessments' }, { label: e.assessment.title }, { label: t.tabs[tab] }]} />
            <Stack gap="2">
              <Heading as="h1" size="2xl">
                {e.assessment.title}
              </Heading>
              <HStack gap="2" wrap="wrap">
                {e.assessment.yearLevel && <Badge>{e.assessment.yearLevel}</Badge>}
                {e.assessment.subject && <Badge>{e.assessment.subject}</Badge>}
                <Badge variant="outline">{t.totalMarks(e.assessment.totalMarks)}</Badge>
              </HStack>
            </Stack>
            <RoutedTabs value={tab} tabs={editorTabs} names={t.tabs} label={t.tabsLabel} pathOf={(name) => `${assessmentEditorPath(assessmentId)}/${name}`}>
              <TabView />
            </RoutedTabs>
          </Stack>
        )}
      </LoadState>
    </AssessmentEditorContext.Provider>
  );
}

function ExistingAssessmentEditor({ assessmentId, tab }: { assessmentId: string; tab: EditorTab }) {
  const editor = useAssessmentEditorActor(assessmentId);
  return <Editor editor={editor} assessmentId={assessmentId} tab={tab} />;
}

/** /assessments/editor/{id} and /{tab}; "new" is the form a new assessment is written from. */
export default function AssessmentEditorPage() {
  const { id = '', tab } = useParams();
  if (id === 'new') return <NewAssessmentPage />;
  if (tab !== undefined && !isEditorTab(tab)) return <Navigate to={`${assessmentEditorPath(id)}/items`} replace />;
  return <ExistingAssessmentEditor key={id} assessmentId={id} tab={tab ?? 'items'} />;
}
