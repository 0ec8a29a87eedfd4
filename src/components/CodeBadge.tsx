import { Badge, type BadgeProps } from '@chakra-ui/react';

/**
 * Curriculum codes can be long words with no space in them (England's National Curriculum has codes of 94
 * characters), wider than a 390 px phone. Text holding one may break anywhere rather than widen the page.
 */
export const wrapsAnywhere = { overflowWrap: 'anywhere', minW: '0' } as const;

/** An outcome code as a badge, in its short form where there is one; it wraps inside the badge when it must. */
export function CodeBadge({ code, shortCode, ...props }: BadgeProps & { code: string; shortCode?: string | null | undefined }) {
  return (
    <Badge variant="outline" fontFamily="mono" title={code} whiteSpace="normal" h="auto" maxW="full" textAlign="start" {...wrapsAnywhere} {...props}>
      {shortCode || code}
    </Badge>
  );
}
