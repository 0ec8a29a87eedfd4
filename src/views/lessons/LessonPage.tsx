import { HStack, Stack } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { LessonHeader, lessonEditorPath } from '../../components/LessonHeader';
import { LinkButton } from '../../components/ui/link';
import { useLessonEditor, useLessonEditorActor } from '../../machines/lessonEditor/useLessonEditor';
import { useCurriculumOptions, useOutcomePickerActor } from '../../machines/outcomePicker/useOutcomePicker';
import { PageTitle } from '../layout/PageTitle';
import { Attribution } from '../outcomes/OutcomeList';
import { LoadState, PlanView } from './parts';
import { lessonTexts } from './texts';

function LessonReader({ lessonId }: { lessonId: string }) {
  const e = useLessonEditor(useLessonEditorActor(lessonId));
  // The frameworks' attribution texts come with the curriculum options the picker loads.
  const options = useCurriculumOptions(useOutcomePickerActor());
  return (
    <>
      <PageTitle title={e.lesson?.title ?? lessonTexts.loadingLesson} />
      <LoadState isLoading={e.isLoading} failed={e.loadFailed} failure={e.failure} retry={e.retry} loadingLabel={lessonTexts.loadingLesson}>
        {e.lesson && (
          <Stack gap="6">
            <Breadcrumbs home="/dashboard" crumbs={[{ label: lessonTexts.listTitle, to: '/lessons' }, { label: e.lesson.title }]} />
            <LessonHeader lesson={e.lesson} linkTitle level={1} />
            <HStack>
              <LinkButton to={`${lessonEditorPath(lessonId)}/plan`} colorPalette="brand" size="sm">
                {lessonTexts.editLesson}
              </LinkButton>
              <LinkButton to="/lessons" variant="ghost" size="sm">
                {lessonTexts.backToLessons}
              </LinkButton>
            </HStack>
            <PlanView lesson={e.lesson} />
            <Attribution options={options} frameworks={e.lesson.outcomes.map((o) => o.framework)} />
          </Stack>
        )}
      </LoadState>
    </>
  );
}

/** /lessons/{id}: the lesson read, with its header and plan. */
export default function LessonPage() {
  const { id = '' } = useParams();
  return <LessonReader key={id} lessonId={id} />;
}
