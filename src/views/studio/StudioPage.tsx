import { Heading, Stack, Text } from '@chakra-ui/react';
import { Navigate, useParams } from 'react-router-dom';
import { RoutedTabs } from '../../components/RoutedTabs';
import { useStudioTool } from '../../machines/studioTool/useStudioTool';
import { PageTitle } from '../layout/PageTitle';
import { HistoryTab } from './HistoryTab';
import { ToolTab } from './ToolTab';
import type { StudioTab } from './texts';
import { studioTabs, studioTexts } from './texts';

/** /studio and /studio/{tab}: the quick tools (rewrite, questions, glossary, exit ticket) and the history of runs. */
export default function StudioPage() {
  const { tab = 'rewrite' } = useParams();
  if (!studioTabs.includes(tab as StudioTab)) return <Navigate to="/studio/rewrite" replace />;
  return <StudioTabs current={tab as StudioTab} />;
}

function StudioTabs({ current }: { current: StudioTab }) {
  const tools = useStudioTool(current === 'history' ? null : current);
  return (
    <>
      <PageTitle title={`${studioTexts.pageTitle}: ${studioTexts.tabs[current]}`} />
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            {studioTexts.pageTitle}
          </Heading>
          <Text color="page.muted">{studioTexts.intro}</Text>
        </Stack>
        {/* The page keeps the tools' flow while the address changes tab, so the draft and results stay from tool to tool. */}
        <RoutedTabs value={current} tabs={studioTabs} names={studioTexts.tabs} label={studioTexts.tabsLabel} pathOf={(t) => `/studio/${t}`}>
          {current === 'history' ? <HistoryTab /> : <ToolTab s={tools} />}
        </RoutedTabs>
      </Stack>
    </>
  );
}
