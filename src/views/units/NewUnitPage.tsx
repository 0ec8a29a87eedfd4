import { HStack } from '@chakra-ui/react';
import { useUnitBrief } from '../../machines/unitBrief/useUnitBrief';
import { NewItemPage } from '../editing/NewItemPage';
import { unitTexts as t } from './texts';
import { NumberField } from './UnitFields';

/** /units/editor/new: what a unit of work is sequenced from. */
export function NewUnitPage() {
  const brief = useUnitBrief();
  const { draft } = brief;
  return (
    <NewItemPage brief={brief} texts={t} listPath="/units" fields={['title', 'description', 'yearLevel', 'subject', 'outcomes', 'weeks', 'lessonsPerWeek']}>
      {(error) => (
        <HStack gap="4" align="start" wrap="wrap">
          <NumberField label={t.weeks} field="weeks" value={draft.weeks} onChange={(weeks) => brief.edit({ weeks })} error={error} />
          <NumberField label={t.lessonsPerWeek} field="lessonsPerWeek" value={draft.lessonsPerWeek} onChange={(lessonsPerWeek) => brief.edit({ lessonsPerWeek })} error={error} />
        </HStack>
      )}
    </NewItemPage>
  );
}
