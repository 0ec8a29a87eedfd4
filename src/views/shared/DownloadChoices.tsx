import { Button, Stack, Text } from '@chakra-ui/react';
import type { Failure } from '../../lib/failure';
import { FailureAlert } from '../lessons/parts';

export interface DownloadChoice<Kind extends string> {
  kind: Kind;
  label: string;
  help: string;
}

/**
 * An export tab's files: a button and a line of help each, the first the main one. One file at a time, so every
 * button waits while one downloads; a file that could not be fetched says why above them.
 */
export function DownloadChoices<Kind extends string>({
  intro,
  choices,
  downloading,
  failure,
  busyLabel,
  onDownload,
}: {
  intro: string;
  choices: DownloadChoice<Kind>[];
  downloading: Kind | null;
  failure: Failure | null;
  busyLabel: string;
  onDownload: (kind: Kind) => void;
}) {
  return (
    <Stack gap="5" maxW="2xl">
      <Text color="page.muted">{intro}</Text>
      <FailureAlert failure={failure} />
      {choices.map((choice, i) => (
        <Stack key={choice.kind} gap="2" align="start">
          <Button
            {...(i === 0 ? { colorPalette: 'brand' } : { variant: 'outline' })}
            onClick={() => onDownload(choice.kind)}
            loading={downloading === choice.kind}
            loadingText={busyLabel}
            disabled={downloading !== null}
          >
            {choice.label}
          </Button>
          <Text fontSize="sm" color="page.muted">
            {choice.help}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
