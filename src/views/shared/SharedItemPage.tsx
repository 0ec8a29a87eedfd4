import { Alert, Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { LessonHeader } from '../../components/LessonHeader';
import { LinkButton } from '../../components/ui/link';
import { cutDescription } from '../../lib/text';
import { useSharedItem } from '../../machines/sharedItem/useSharedItem';
import type { SharedItem } from '../../services/sharedItemApi';
import { Loading } from '../layout/Loading';
import { PageTitle } from '../layout/PageTitle';
import { FailureAlert, PlanView } from '../lessons/parts';
import { StudentLessonView } from '../lessons/StudentLessonPage';
import { SharedAssessmentView } from './SharedAssessmentView';
import { SharedCommentsView } from './SharedCommentsView';
import { SharedFrame, sharingCrumb } from './SharedFrame';
import { SharedUnitView } from './SharedUnitView';
import { sharedTexts } from './texts';

/** Presentational: "Not Found or You don't have Access" with the spec's advice. */
export function SharedNotFound() {
  return (
    <Stack gap="4" maxW="2xl">
      <PageTitle title={sharedTexts.notFoundTitle} />
      <Heading as="h1" size="2xl">
        {sharedTexts.notFoundTitle}
      </Heading>
      <Text>{sharedTexts.notFoundText}</Text>
      <Text color="page.muted">{sharedTexts.adviceVisitor}</Text>
      <Text color="page.muted">{sharedTexts.adviceOwner}</Text>
      <LinkButton to="/sharing" colorPalette="brand" alignSelf="start">
        {sharedTexts.backToSharing}
      </LinkButton>
    </Stack>
  );
}

/** Presentational: the item by its type. */
export function SharedItemView({ item }: { item: SharedItem }) {
  const owner = item.ownerName || item.ownerEmail;
  const upload = item.type === 'upload' ? item.sharedUpload?.upload : null;
  const assessment = item.type === 'assessment' ? item.sharedAssessment?.assessment : null;
  const commentSet = item.type === 'comment' ? item.sharedComment?.comment : null;
  const unit = item.type === 'unit' ? item.sharedUnit?.unit : null;
  if (upload) return <SharedFrame pageTitle={sharedTexts.uploadTitle(upload.title)} title={upload.title} description={upload.description} owner={owner} />;
  if (item.type === 'lesson' && item.audience === 'link' && item.sharedLesson) {
    // Anyone holding the link reads the lesson as a student does: no brief, teacher's notes or answers.
    return (
      <Stack gap="6">
        <Breadcrumbs crumbs={[sharingCrumb, { label: item.sharedLesson.lesson.title }]} />
        <StudentLessonView lesson={item.sharedLesson.lesson} pageTitle={sharedTexts.lessonTitle(item.sharedLesson.lesson.title)}>
          <Text color="page.muted">{sharedTexts.sharedBy(owner)}</Text>
        </StudentLessonView>
      </Stack>
    );
  }
  if (item.type === 'lesson' && item.audience === 'people' && item.sharedLesson) {
    const lesson = item.sharedLesson.lesson;
    return (
      <Stack gap="6">
        <PageTitle title={sharedTexts.lessonTitle(lesson.title)} description={cutDescription(lesson.description)} />
        <Breadcrumbs crumbs={[sharingCrumb, { label: lesson.title }]} />
        <LessonHeader lesson={lesson} level={1} />
        <Text color="page.muted">{sharedTexts.sharedBy(owner)}</Text>
        <Text>{lesson.description}</Text>
        <PlanView lesson={lesson} shared />
      </Stack>
    );
  }
  if (assessment) return <SharedAssessmentView assessment={assessment} owner={owner} />;
  if (commentSet) return <SharedCommentsView set={commentSet} owner={owner} />;
  if (unit) return <SharedUnitView unit={unit} owner={owner} />;
  return (
    <Stack gap="4">
      <Breadcrumbs crumbs={[sharingCrumb]} />
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{sharedTexts.unknownType}</Alert.Title>
      </Alert.Root>
    </Stack>
  );
}

/** "Make my own copy", for a teacher the item is shared with by name. */
function CopyAction({ item, isCopying, copyFailure, copy }: Pick<ReturnType<typeof useSharedItem>, 'isCopying' | 'copyFailure' | 'copy'> & { item: SharedItem }) {
  return (
    <Stack gap="2" as="section" aria-label={sharedTexts.makeCopy} borderWidth="1px" borderRadius="md" p="4">
      <FailureAlert failure={copyFailure} />
      <Button alignSelf="start" colorPalette="brand" onClick={copy} loading={isCopying} loadingText={sharedTexts.makingCopy}>
        {sharedTexts.makeCopy}
      </Button>
      <Text color="page.muted">{sharedTexts.copyHelp(item.type, item.ownerName || item.ownerEmail)}</Text>
    </Stack>
  );
}

function SharedItemForState({ state, item, problem, canCopy, isCopying, copyFailure, copy }: ReturnType<typeof useSharedItem>) {
  switch (state) {
    case 'checking':
    case 'loading':
      return <Loading label={sharedTexts.loading} />;
    case 'loaded':
      if (!item) return <SharedNotFound />;
      return (
        <Stack gap="6">
          {(canCopy || isCopying) && <CopyAction item={item} isCopying={isCopying} copyFailure={copyFailure} copy={copy} />}
          <SharedItemView item={item} />
        </Stack>
      );
    case 'notFound':
      return <SharedNotFound />;
    case 'invalid':
      return (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{sharedTexts.errorTitle}</Alert.Title>
          <Alert.Description>{problem}</Alert.Description>
        </Alert.Root>
      );
    default:
      return <SharedNotFound />;
  }
}

/** /shared/:ownerId/:itemId?key= — outside the signed-in layout; works without signing in. */
export default function SharedItemPage() {
  const { ownerId, itemId } = useParams();
  const [search] = useSearchParams();
  const shared = useSharedItem({ ownerId, itemId, accessKey: search.get('key') });
  return (
    <Box minH="100vh" bg="page.bg">
      <Container as="main" maxW="4xl" py="10">
        <SharedItemForState {...shared} />
      </Container>
    </Box>
  );
}
