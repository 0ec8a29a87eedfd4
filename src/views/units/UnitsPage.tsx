import { unitEditorPath } from '../../machines/unitBrief/useUnitBrief';
import { useUnitList } from '../../machines/unitList/useUnitList';
import { ItemListPage } from '../editing/ItemListPage';
import { unitTexts as t } from './texts';

/** /units: the teacher's units of work, newest change first. */
export default function UnitsPage() {
  return (
    <ItemListPage
      list={useUnitList()}
      texts={t}
      newItem={{ to: '/units/editor/new', label: t.newUnit }}
      empty={t.noUnits}
      itemPath={(u) => `/units/${encodeURIComponent(u.id)}`}
      badges={(u) => [t.outcomeCount(u.outcomeCodes.length), t.span(u.weeks, u.lessonsPerWeek)]}
      action={(u) => ({ to: `${unitEditorPath(u.id)}/sequence`, label: t.edit })}
    />
  );
}
