import { Alert, Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { mermaidNodeId, useStatechartGallery } from '../../machines/statechartGallery/useStatechartGallery';
import { Loading } from '../layout/Loading';
import { PageTitle } from '../layout/PageTitle';
import { statechartTexts } from './texts';

/** Highlights the live states: Mermaid names each state's node `chart-<chart>-state-<id>-<n>`. */
function highlightCss(name: string, stateIds: string[]): string {
  return stateIds
    .map((id) => `[id^="chart-${name}-state-${mermaidNodeId(id)}-"] :is(rect, path, polygon) { fill: #fde68a !important; stroke: #b45309 !important; stroke-width: 3px !important; }`)
    .join('\n');
}

function Diagram({ name, title, svg, active }: { name: string; title: string; svg: string | undefined; active: string[] }) {
  if (!svg) return null;
  return (
    <Box role="img" aria-label={statechartTexts.diagram(title)} overflowX="auto" borderWidth="1px" borderColor="page.border" borderRadius="lg" p="4" bg="page.surface">
      <style>{highlightCss(name, active)}</style>
      <div dangerouslySetInnerHTML={{ __html: svg }} />
    </Box>
  );
}

export default function StatechartsPage() {
  const gallery = useStatechartGallery();
  return (
    <Stack gap="8">
      <PageTitle title={statechartTexts.title} description={statechartTexts.description} />
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {statechartTexts.title}
        </Heading>
        <Text color="page.muted">{statechartTexts.intro}</Text>
      </Stack>
      {gallery.state === 'drawing' && <Loading label={statechartTexts.drawing} />}
      {gallery.state === 'failed' && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{statechartTexts.failed}</Alert.Title>
          <Button size="sm" ms="auto" onClick={gallery.retry}>
            {statechartTexts.retry}
          </Button>
        </Alert.Root>
      )}
      {gallery.entries.map((entry) => {
        const active = gallery.active[entry.name] ?? [];
        return (
          <Stack key={entry.name} as="section" aria-label={entry.title} gap="3">
            <Heading as="h2" size="lg">
              {entry.title}
            </Heading>
            <Text>{entry.description}</Text>
            <Text fontSize="sm" color="page.muted" data-testid={`live-${entry.name}`}>
              {active.length ? statechartTexts.now(active.map((id) => id.split('.').slice(1).join('.')).join(', ')) : statechartTexts.notRunning}
            </Text>
            <Diagram name={entry.name} title={entry.title} svg={gallery.svgs[entry.name]} active={active} />
          </Stack>
        );
      })}
    </Stack>
  );
}
