import { Checkbox as ChakraCheckbox } from '@chakra-ui/react';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';

/**
 * A checkbox and its label. Its recipe comes with it instead of from src/theme.ts: only the upload editor's pages have
 * a checkbox, and in the theme the recipe would join every first visit's download (tests/e2e/budget.test.ts). Without
 * a recipe the box has no size, and its check mark grows to the width of the column (issue 22).
 */
export function Checkbox({ checked, onCheckedChange, children }: { checked: boolean; onCheckedChange: (checked: boolean) => void; children: ReactNode }) {
  return (
    <ChakraCheckbox.Root recipe={checkboxSlotRecipe} checked={checked} onCheckedChange={(change) => onCheckedChange(change.checked === true)}>
      <ChakraCheckbox.HiddenInput />
      <ChakraCheckbox.Control />
      <ChakraCheckbox.Label>{children}</ChakraCheckbox.Label>
    </ChakraCheckbox.Root>
  );
}
