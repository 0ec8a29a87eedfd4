import { describe, expect, it } from 'vitest';
import { parseCaptions } from '../../server/processing/extract/captions.ts';
import { captionsBesideInArchive, isCaptionsEntry } from '../../server/processing/extract/captions-beside.ts';
import { formatTimestamp, mergeIntoPassages, passageSlices } from '../../server/processing/extract/passages.ts';

describe('reading captions', () => {
  it('takes WebVTT voices as speakers and drops styling, settings, notes and entities', () => {
    const vtt = [
      '\uFEFFWEBVTT - Fractions lesson',
      '',
      'NOTE recorded in room 4',
      '',
      'intro',
      '00:00:01.000 --> 00:00:04.500 align:start position:10%',
      '<v Ms. Rivera>Today we <b>add</b> fractions &amp; compare them.</v>',
      '',
      '00:00:05.250 --> 00:00:07.000',
      '<v.student Sam>Why do the bottoms have to match?',
      '',
      '00:00:07.500 --> 00:00:09.000',
      'Because the pieces must be the same size.',
      '',
    ].join('\r\n');
    expect(parseCaptions(vtt)).toEqual([
      { start: 1, end: 4.5, speakerName: 'Ms. Rivera', text: 'Today we add fractions & compare them.' },
      { start: 5.25, end: 7, speakerName: 'Sam', text: 'Why do the bottoms have to match?' },
      { start: 7.5, end: 9, speakerName: null, text: 'Because the pieces must be the same size.' },
    ]);
  });

  it('takes "SPEAKER:" prefixes in SRT and keeps the speaker until the next one is named', () => {
    const srt = [
      '1',
      '00:00:00,500 --> 00:00:03,000',
      'MS. RIVERA: Open your books',
      'at page twelve.',
      '',
      '2',
      '00:00:03,000 --> 00:00:05,000',
      'We start with halves.',
      '',
      '3',
      '00:00:05,500 --> 00:00:06,000',
      '>> SPEAKER 2: <i>Which page?</i>',
      '',
      '4',
      '00:00:06,000 --> 00:00:07,000',
      'Note: this line is not a speaker.',
      '',
    ].join('\n');
    expect(parseCaptions(srt)).toEqual([
      { start: 0.5, end: 3, speakerName: 'Ms. Rivera', text: 'Open your books at page twelve.' },
      { start: 3, end: 5, speakerName: 'Ms. Rivera', text: 'We start with halves.' },
      { start: 5.5, end: 6, speakerName: 'Speaker 2', text: 'Which page?' },
      { start: 6, end: 7, speakerName: 'Speaker 2', text: 'Note: this line is not a speaker.' },
    ]);
  });

  it('reads speakers in capitals of any alphabet', () => {
    const srt = '1\n00:00:01,000 --> 00:00:02,000\nSRA. MÁRQUEZ: Bienvenidos.\n\n2\n00:00:02,000 --> 00:00:03,000\nΔΗΜΗΤΡΑ: Γεια σας.\n';
    expect(parseCaptions(srt).map((cue) => cue.speakerName)).toEqual(['Sra. Márquez', 'Δημητρα']);
  });

  it('splits a cue in which two voices speak, both with the cue’s times', () => {
    const vtt = 'WEBVTT\n\n00:01:00.000 --> 00:01:03.000\n<v Ana>Is it a third?</v>\n<v Ben>No, a quarter.</v>\n';
    expect(parseCaptions(vtt)).toEqual([
      { start: 60, end: 63, speakerName: 'Ana', text: 'Is it a third?' },
      { start: 60, end: 63, speakerName: 'Ben', text: 'No, a quarter.' },
    ]);
  });

  it('finds no cues in a file that is not captions', () => {
    expect(parseCaptions('Dear parents, the trip is on Friday.\n')).toEqual([]);
  });
});

const cue = (start: number, end: number, speakerName: string | null, text: string) => ({ start, end, speakerName, text });

describe('passages for teaching', () => {
  it('joins one speaker’s cues until a minute has passed and a sentence ends, with exact start and end', () => {
    const cues = [
      cue(2, 20, 'Ms. Rivera', 'Fractions name parts of a whole.'),
      cue(20, 45, 'Ms. Rivera', 'The bottom number says how many equal parts,'),
      cue(45, 63.4, 'Ms. Rivera', 'and the top number how many we take.'),
      cue(63.4, 80, 'Ms. Rivera', 'So three quarters is three of four parts.'),
    ];
    expect(mergeIntoPassages(cues)).toEqual([
      cue(2, 63.4, 'Ms. Rivera', 'Fractions name parts of a whole. The bottom number says how many equal parts, and the top number how many we take.'),
      cue(63.4, 80, 'Ms. Rivera', 'So three quarters is three of four parts.'),
    ]);
  });

  it('starts a new passage when the speaker changes, however short', () => {
    const cues = [cue(0, 10, 'Ms. Rivera', 'Who can tell me?'), cue(10, 12, 'Sam', 'A half!'), cue(12, 20, 'Ms. Rivera', 'Yes, well done.')];
    expect(mergeIntoPassages(cues)).toEqual(cues);
  });

  it('never lets a passage run past 90 seconds, even mid-sentence', () => {
    const cues = [cue(0, 40, null, 'and then'), cue(40, 80, null, 'we keep'), cue(80, 100, null, 'going on')];
    expect(mergeIntoPassages(cues)).toEqual([cue(0, 80, null, 'and then we keep'), cue(80, 100, null, 'going on')]);
  });

  it('ends a passage of at least 30 seconds at a pause of 5 seconds or more', () => {
    const cues = [cue(0, 31, null, 'First part'), cue(36, 40, null, 'after the pause'), cue(41, 44, null, 'more')];
    expect(mergeIntoPassages(cues)).toEqual([cue(0, 31, null, 'First part'), cue(36, 44, null, 'after the pause more')]);
  });

  it('titles transcript slices by speaker and time', () => {
    expect(passageSlices([cue(250, 330, 'Ms. Rivera', 'Halves.'), cue(3725, 3790.5, null, 'Quarters.')])).toEqual([
      { page: null, pageIndexOffset: null, contentType: 'transcript', title: 'Ms. Rivera, 04:10–05:30', text: 'Halves.', image: null, start: 250, end: 330, speakerName: 'Ms. Rivera' },
      { page: null, pageIndexOffset: null, contentType: 'transcript', title: '1:02:05–1:03:10', text: 'Quarters.', image: null, start: 3725, end: 3790.5, speakerName: null },
    ]);
    expect(formatTimestamp(59.999)).toBe('00:59');
  });
});

describe('captions beside a recording in a ZIP', () => {
  const entries = ['week1/lesson.mp4', 'week1/lesson.srt', 'week1/Lesson.VTT', 'week1/lesson.fr.vtt', 'week1/lesson.en.srt', 'week2/lesson.vtt', 'week1/lesson2.vtt', 'notes.txt'];

  it('finds the same-named captions in the same folder, WebVTT first', () => {
    expect(captionsBesideInArchive('week1/lesson.mp4', entries)).toBe('week1/Lesson.VTT');
    expect(captionsBesideInArchive('week1/lesson.mp4', entries.filter((e) => e !== 'week1/Lesson.VTT'))).toBe('week1/lesson.srt');
  });

  it('takes captions tagged with the upload’s language before those of another', () => {
    const tagged = ['week1/lesson.mp4', 'week1/lesson.fr.vtt', 'week1/lesson.en.srt'];
    expect(captionsBesideInArchive('week1/lesson.mp4', tagged, 'en-GB')).toBe('week1/lesson.en.srt');
    expect(captionsBesideInArchive('week1/lesson.mp4', tagged, 'fr')).toBe('week1/lesson.fr.vtt');
    expect(captionsBesideInArchive('week1/lesson.mp4', tagged, 'de')).toBe('week1/lesson.fr.vtt');
  });

  it('finds none in another folder or under another name', () => {
    expect(captionsBesideInArchive('week3/lesson.mp4', entries)).toBeUndefined();
    expect(captionsBesideInArchive('intro.wav', ['intro-notes.vtt', 'week1/intro.vtt'])).toBeUndefined();
    expect(captionsBesideInArchive('intro.wav', ['intro.wav', 'intro.vtt'])).toBe('intro.vtt');
  });

  it('tells captions entries from others', () => {
    expect(entries.map(isCaptionsEntry)).toEqual([false, true, true, true, true, true, true, false]);
  });
});
