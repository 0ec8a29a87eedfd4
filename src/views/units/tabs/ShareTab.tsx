import { useItemSharing } from '../../../machines/itemSharing/useItemSharing';
import { useUnitEditor, useUnitEditorRef } from '../../../machines/unitEditor/useUnitEditor';
import { ShareSettings } from '../../sharing/ShareSettings';
import { unitTexts as t } from '../texts';

/** Who can see the unit, and its link; a unit has no join code. */
export function ShareTab() {
  const { unit } = useUnitEditor(useUnitEditorRef());
  return unit ? <UnitShare unitId={unit.id} /> : null;
}

function UnitShare({ unitId }: { unitId: string }) {
  const s = useItemSharing({ itemType: 'unit', itemId: unitId, joinCode: null });
  return <ShareSettings s={s} itemType="unit" loadingLabel={t.tabs.share} />;
}
