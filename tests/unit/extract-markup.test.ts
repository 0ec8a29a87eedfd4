import { describe, expect, test } from 'vitest';
import { extract } from './helpers/documents.ts';

const essentials = (slices: { contentType: string; title: string; text: string }[]) => slices.map(({ contentType, title, text }) => ({ contentType, title, text }));

describe('plain text', () => {
  test('paragraphs by blank lines, a short standalone line as a heading, line breaks of a list kept, spaces tidied', async () => {
    const text = [
      'Notes for Tuesday\u00A0 lesson:',
      'bring   rulers.',
      '',
      'Key vocabulary',
      '',
      'numerator\r\ndenominator',
      '',
      '- one half',
      '',
      'Homework',
      '',
    ].join('\n');
    const result = await extract('Week 3 notes.txt', `\uFEFF${text}`);
    expect(essentials(result.slices)).toEqual([
      { contentType: 'section', title: 'Week 3 notes', text: 'Notes for Tuesday lesson:\nbring rulers.' },
      { contentType: 'section', title: 'Key vocabulary', text: 'numerator\ndenominator\n- one half\nHomework' },
    ]);
  });

  test('text not saved as UTF-8 is refused for good with what to do about it', async () => {
    const latin1 = Buffer.from('Caf\xe9 menu for the French lesson', 'latin1');
    await expect(extract('Menu.txt', latin1)).rejects.toMatchObject({
      permanent: true,
      message: 'This text file is not saved as UTF-8 text, so Teachkit cannot read it. Open it in a text editor, save it with the UTF-8 encoding, and upload it again.',
    });
  });

  test('a long section is cut between paragraphs into parts of at most 4,000 characters', async () => {
    const paragraph = `${'Fractions name equal parts of a whole. '.repeat(40).trim()}`;
    const text = `Reading\n\n${Array.from({ length: 5 }, () => paragraph).join('\n\n')}`;
    const result = await extract('Long.txt', text);
    expect(result.slices.map((slice) => [slice.title, slice.text.length])).toEqual([
      ['Reading', paragraph.length * 2 + 1],
      ['Reading (part 2)', paragraph.length * 2 + 1],
      ['Reading (part 3)', paragraph.length],
    ]);
    expect(paragraph.length).toBe(1559);
  });
});

describe('Markdown', () => {
  test('sections by headings with emphasis, links, code fences and tables read as text', async () => {
    const markdown = [
      'Intro before any heading.',
      '',
      '# Unit 3',
      '',
      '## Adding *fractions*',
      '',
      'Use a **common** denominator, see [the guide](https://example.org/guide).',
      '',
      '1. Rewrite',
      '2. Add',
      '',
      '| Sum | Answer |',
      '| --- | --- |',
      '| 1/2 + 1/4 | 3/4 |',
      '',
      '```',
      'numerator / denominator',
      '```',
    ].join('\n');
    const result = await extract('unit-3.md', markdown);
    expect(essentials(result.slices)).toEqual([
      { contentType: 'section', title: 'unit-3', text: 'Intro before any heading.' },
      {
        contentType: 'section',
        title: 'Unit 3 › Adding fractions',
        text: 'Use a common denominator, see the guide.\n1. Rewrite\n2. Add\nSum | Answer\n1/2 + 1/4 | 3/4\nnumerator / denominator',
      },
    ]);
  });
});

describe('HTML', () => {
  test('sections by headings; scripts, styles and navigation left out; entities decoded; the page title names the start', async () => {
    const html = `<!doctype html><html><head><title>Volcanoes &amp; earthquakes</title><style>p { color: red }</style></head>
      <body><nav><a href="/">Home</a></nav><p>Our planet   is
      restless.</p><script>alert('x')</script>
      <h2>Volcanoes</h2><p>Magma rises&nbsp;through the crust.<br>It cools into rock.</p>
      <ul><li>Shield</li><li><p>Composite</p></li></ul>
      <h2>Earthquakes</h2><table><tr><th>Scale</th><th>Effect</th></tr><tr><td><p>3</p></td><td>Felt indoors</td></tr></table></body></html>`;
    const result = await extract('volcanoes.html', html);
    expect(essentials(result.slices)).toEqual([
      { contentType: 'section', title: 'Volcanoes & earthquakes', text: 'Our planet is restless.' },
      { contentType: 'section', title: 'Volcanoes', text: 'Magma rises through the crust.\nIt cools into rock.\n• Shield\n• Composite' },
      { contentType: 'section', title: 'Earthquakes', text: 'Scale | Effect\n3 | Felt indoors' },
    ]);
  });
});

describe('choosing the extractor', () => {
  test('a kind no extractor reads is refused for good, naming the kind', async () => {
    await expect(extract('Timetable.xlsx', 'PK')).rejects.toMatchObject({
      permanent: true,
      message:
        'Teachkit cannot read the contents of .xlsx files. Upload a PDF, a Word document, a PowerPoint presentation, text, Markdown, HTML, a picture, a recording, or a ZIP archive of these.',
    });
  });

  test('a file without an extension is read by the type found in its bytes', async () => {
    const result = await extract('README', '# Welcome\n\nHello class.', 'text/markdown');
    expect(essentials(result.slices)).toEqual([{ contentType: 'section', title: 'Welcome', text: 'Hello class.' }]);
  });

  test('a text file with nothing in it gives no slices and says why', async () => {
    const result = await extract('Empty.txt', '  \n\n ');
    expect(result.slices).toEqual([]);
    expect(result.notice).toBe(
      'Teachkit found no text to read in this file. If it holds scanned pages or pictures of text, upload the pictures as PNG or JPEG images so their text can be read.',
    );
  });
});
