import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { LessonHeader, lessonEditorPath } from '../../components/LessonHeader';
import { RoutedTabs } from '../../components/RoutedTabs';
import type { LessonEditorRef } from '../../machines/lessonEditor/useLessonEditor';
import { LessonEditorContext, useLessonEditor, useLessonEditorActor } from '../../machines/lessonEditor/useLessonEditor';
import { PageTitle } from '../layout/PageTitle';
import { UnsavedChangesGuard } from '../editing/UnsavedChangesGuard';
import { NewLessonPage } from './NewLessonPage';
import { LoadState } from './parts';
import { GlossaryTab } from './tabs/GlossaryTab';
import { OutcomesTab } from './tabs/OutcomesTab';
import { PedagogyTab } from './tabs/PedagogyTab';
import { PlanTab } from './tabs/PlanTab';
import { PresentTab } from './tabs/PresentTab';
import { QuestionsTab } from './tabs/QuestionsTab';
import { ShareTab } from './tabs/ShareTab';
import { SuggestionsTab } from './tabs/SuggestionsTab';
import type { EditorTab } from './texts';
import { editorTabs, isEditorTab, lessonTexts } from './texts';

const tabViews: Record<EditorTab, (props: { lessonId: string }) => ReactNode> = {
  plan: PlanTab,
  outcomes: OutcomesTab,
  glossary: GlossaryTab,
  questions: QuestionsTab,
  pedagogy: PedagogyTab,
  suggestions: SuggestionsTab,
  share: ShareTab,
  present: PresentTab,
};

function Editor({ editor, lessonId, tab }: { editor: LessonEditorRef; lessonId: string; tab: EditorTab }) {
  const e = useLessonEditor(editor);
  const TabView = tabViews[tab];
  return (
    <LessonEditorContext.Provider value={editor}>
      <UnsavedChangesGuard unsaved={e.isDirty} basePath={lessonEditorPath(lessonId)} />
      <PageTitle title={e.lesson ? lessonTexts.editorTitle(e.lesson.title) : lessonTexts.loadingLesson} />
      <LoadState isLoading={e.isLoading} failed={e.loadFailed} failure={e.failure} retry={e.retry} loadingLabel={lessonTexts.loadingLesson}>
        {e.lesson && (
          <Stack gap="6">
            <Breadcrumbs
              home="/dashboard"
              crumbs={[{ label: lessonTexts.listTitle, to: '/lessons' }, { label: e.lesson.title, to: `/lessons/${lessonId}` }, { label: lessonTexts.tabs[tab] }]}
            />
            <LessonHeader lesson={e.lesson} level={1} />
            <RoutedTabs value={tab} tabs={editorTabs} names={lessonTexts.tabs} label={lessonTexts.tabsLabel} pathOf={(t) => `${lessonEditorPath(lessonId)}/${t}`}>
              <TabView lessonId={lessonId} />
            </RoutedTabs>
          </Stack>
        )}
      </LoadState>
    </LessonEditorContext.Provider>
  );
}

function ExistingLessonEditor({ lessonId, tab }: { lessonId: string; tab: EditorTab }) {
  const editor = useLessonEditorActor(lessonId);
  return <Editor editor={editor} lessonId={lessonId} tab={tab} />;
}

/** /lessons/editor/{id} and /{tab}; "new" is the brief form. One editor actor per lesson, kept across tabs. */
export default function LessonEditorPage() {
  const { id = '', tab } = useParams();
  if (id === 'new') return <NewLessonPage />;
  if (tab !== undefined && !isEditorTab(tab)) return <Navigate to={`${lessonEditorPath(id)}/plan`} replace />;
  return <ExistingLessonEditor key={id} lessonId={id} tab={tab ?? 'plan'} />;
}
