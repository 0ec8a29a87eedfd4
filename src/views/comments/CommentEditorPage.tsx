import { Badge, Heading, HStack, Stack } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { RoutedTabs } from '../../components/RoutedTabs';
import { commentEditorPath } from '../../machines/commentBrief/useCommentBrief';
import { CommentEditorContext, useCommentEditor, useCommentEditorActor } from '../../machines/commentEditor/useCommentEditor';
import { PageTitle } from '../layout/PageTitle';
import { UnsavedChangesGuard } from '../editing/UnsavedChangesGuard';
import { LoadState } from '../lessons/parts';
import { NewCommentSetPage } from './NewCommentSetPage';
import { BankTab } from './tabs/BankTab';
import { ClassTab } from './tabs/ClassTab';
import { CommentsTab } from './tabs/CommentsTab';
import { OutcomesTab } from './tabs/OutcomesTab';
import { ShareTab } from './tabs/ShareTab';
import type { EditorTab } from './texts';
import { commentTexts as t, editorTabs, isEditorTab } from './texts';

const tabViews: Record<EditorTab, ComponentType<{ commentSetId: string }>> = { class: ClassTab, outcomes: OutcomesTab, comments: CommentsTab, bank: BankTab, share: ShareTab };

function Editor({ commentSetId, tab }: { commentSetId: string; tab: EditorTab }) {
  const editor = useCommentEditorActor(commentSetId);
  const e = useCommentEditor(editor);
  const TabView = tabViews[tab];
  return (
    <CommentEditorContext.Provider value={editor}>
      <UnsavedChangesGuard unsaved={e.isDirty} basePath={commentEditorPath(commentSetId)} />
      <PageTitle title={e.set ? t.editorTitle(e.set.title) : t.loadingSet} />
      <LoadState isLoading={e.isLoading} failed={e.loadFailed} failure={e.failure} retry={e.retry} loadingLabel={t.loadingSet}>
        {e.set && (
          <Stack gap="6">
            <Breadcrumbs home="/dashboard" crumbs={[{ label: t.listTitle, to: '/comments' }, { label: e.set.title, to: `/comments/${encodeURIComponent(commentSetId)}` }, { label: t.tabs[tab] }]} />
            <Stack gap="2">
              <Heading as="h1" size="2xl">
                {e.set.title}
              </Heading>
              <HStack gap="2" wrap="wrap">
                {e.set.yearLevel && <Badge>{e.set.yearLevel}</Badge>}
                {e.set.subject && <Badge>{e.set.subject}</Badge>}
                <Badge variant="outline">{t.students(e.set.students.length)}</Badge>
                <Badge variant="outline">{t.outcomeCount(e.set.outcomes.length)}</Badge>
              </HStack>
            </Stack>
            {/* Tabs change the address in place (no reload), so the one editor actor and its draft stay across tabs. */}
            <RoutedTabs value={tab} tabs={editorTabs} names={t.tabs} label={t.tabsLabel} pathOf={(name) => `${commentEditorPath(commentSetId)}/${name}`}>
              <TabView commentSetId={commentSetId} />
            </RoutedTabs>
          </Stack>
        )}
      </LoadState>
    </CommentEditorContext.Provider>
  );
}

/** /comments/editor/{id} and /{tab}; "new" is the form a comment set starts from. */
export default function CommentEditorPage() {
  const { id = '', tab } = useParams();
  if (id === 'new') return <NewCommentSetPage />;
  if (tab === undefined || !isEditorTab(tab)) return <Navigate to={`${commentEditorPath(id)}/class`} replace />;
  return <Editor key={id} commentSetId={id} tab={tab} />;
}

