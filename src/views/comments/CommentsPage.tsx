import { commentEditorPath, newCommentSetPath } from '../../machines/commentBrief/useCommentBrief';
import { useCommentList } from '../../machines/commentList/useCommentList';
import { ItemListPage } from '../editing/ItemListPage';
import { commentTexts as t } from './texts';

/** /comments: the teacher's comment sets, newest change first. */
export default function CommentsPage() {
  return (
    <ItemListPage
      list={useCommentList()}
      texts={t}
      newItem={{ to: newCommentSetPath(), label: t.newSet }}
      empty={t.noSets}
      itemPath={(set) => `${commentEditorPath(set.id)}/comments`}
      badges={(set) => [t.outcomeCount(set.outcomeCodes.length), t.students(set.students)]}
      action={(set) => ({ to: `/comments/${encodeURIComponent(set.id)}`, label: t.read })}
    />
  );
}
