import { Badge, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { lessonEditorPath } from '../../../components/LessonHeader';
import { SelectField } from '../../../components/ui/select-field';
import { useLessonEditor, useLessonEditorRef } from '../../../machines/lessonEditor/useLessonEditor';
import { useLessonSuggestions } from '../../../machines/lessonSuggestions/useLessonSuggestions';
import type { SuggestionType } from '../../../services/lessonApi';
import { suggestionTypes } from '../../../services/lessonApi';
import { FailureAlert, LoadState } from '../parts';
import { lessonTexts } from '../texts';

export function SuggestionsTab({ lessonId }: { lessonId: string }) {
  const editor = useLessonEditor(useLessonEditorRef());
  const s = useLessonSuggestions(lessonId, editor.replaced);
  return (
    <Stack gap="6">
      <SelectField
        maxW="64"
        label={lessonTexts.suggestionType}
        value={s.type}
        options={suggestionTypes.map((t) => ({ value: t, label: lessonTexts.suggestionTypes[t] }))}
        onChange={(value) => s.chooseType(value as SuggestionType)}
      />
      <LoadState isLoading={s.isLoading} failed={s.loadFailed} failure={s.failure} retry={s.retry} loadingLabel={lessonTexts.tabs.suggestions}>
        <FailureAlert failure={s.failure} />
        {s.suggestions.length === 0 && <Text color="page.muted">{lessonTexts.noSuggestions}</Text>}
        <Stack gap="3">
          {s.suggestions.map((suggestion) => {
            const done = s.implemented.includes(suggestion.id);
            return (
              <Stack key={suggestion.id} as="article" gap="2" borderWidth="1px" borderColor="page.border" borderRadius="lg" p="4" bg="page.surface">
                <HStack justify="space-between" align="start">
                  <Text fontWeight="semibold">{suggestion.title}</Text>
                  {suggestion.phaseKey && <Badge>{suggestion.phaseKey}</Badge>}
                </HStack>
                <Text>{suggestion.detail}</Text>
                <Button
                  alignSelf="start"
                  size="sm"
                  variant={done ? 'subtle' : 'outline'}
                  disabled={done || !s.canImplement}
                  loading={s.implementing === suggestion.id}
                  loadingText={lessonTexts.implementing}
                  onClick={() => s.implement(suggestion.id, editor.lesson)}
                >
                  {done ? lessonTexts.implemented : lessonTexts.implement}
                </Button>
                {(s.landed[suggestion.id] ?? []).map((landing) => (
                  <Stack key={`${landing.anchor}:${landing.change}`} role="note" gap="1" borderLeftWidth="3px" borderColor="brand.solid" pl="3">
                    <Text fontSize="sm" fontWeight="medium">
                      {lessonTexts.landedIn(landing.place)}
                    </Text>
                    <Text fontSize="sm">“{landing.change}”</Text>
                    <Link asChild fontSize="sm" colorPalette="brand">
                      <RouterLink to={`${lessonEditorPath(lessonId)}/plan#${landing.anchor}`}>{lessonTexts.showInPlan}</RouterLink>
                    </Link>
                  </Stack>
                ))}
              </Stack>
            );
          })}
        </Stack>
      </LoadState>
    </Stack>
  );
}
