/**
 * What a teacher reads when a file cannot be extracted: what went wrong and what to do about it. One module, so the
 * wording can be reviewed in one place.
 */
export const EXTRACTION_MESSAGES = {
  pdfPassword:
    'This PDF is protected with a password, so Teachkit cannot read it. Open it in your PDF reader, save a copy without the password (or print it to a new PDF), and upload that copy.',
  pdfDamaged:
    'This PDF is damaged and cannot be read. Open it in your PDF reader and save or export a fresh copy, then upload that copy.',
  wordPassword:
    'This Word document is protected with a password, so Teachkit cannot read it. In Word, choose File → Info → Protect Document → Encrypt with Password, clear the password, save, and upload the document again.',
  wordDamaged:
    'This Word document is damaged and cannot be read. Open it in Word (or another word processor), save it again as a .docx file, and upload that copy.',
  powerPointPassword:
    'This PowerPoint presentation is protected with a password, so Teachkit cannot read it. In PowerPoint, choose File → Info → Protect Presentation → Encrypt with Password, clear the password, save, and upload the presentation again.',
  powerPointDamaged:
    'This PowerPoint presentation is damaged and cannot be read. Open it in PowerPoint (or another presentation program), save it again as a .pptx file, and upload that copy.',
  officeTooLarge: (kind: string, partInWords: string, totalInWords: string) =>
    `This ${kind} holds a part that unpacks to more than ${partInWords} (or more than ${totalInWords} in all), far more than any real ${kind} does, so Teachkit will not open it. Open it on your computer, save it again (or save it as PDF), and upload that copy.`,
  /** Shown while a long file is read, so the card moves even where a page is less than a percent of the bar. */
  pagesRead: (read: number, of: number, unit: 'pages' | 'files' = 'pages') => `Read ${read.toLocaleString('en-GB')} of ${of.toLocaleString('en-GB')} ${unit}`,
  tooManyPages: (count: number, unit: 'pages' | 'slides', plan: string, limit: number) =>
    `This file has ${count.toLocaleString('en-GB')} ${unit}; on the ${plan} plan Teachkit reads files of up to ${limit.toLocaleString('en-GB')} ${unit}. Split it into parts of at most ${limit.toLocaleString('en-GB')} ${unit} and upload those, or choose a plan that reads longer files.`,
  tooLong: (minutes: number, plan: string, limit: number) =>
    `This recording is ${minutes.toLocaleString('en-GB')} minutes long; on the ${plan} plan Teachkit reads recordings of up to ${limit.toLocaleString('en-GB')} minutes. Cut it into parts of at most ${limit.toLocaleString('en-GB')} minutes and upload those, or choose a plan that reads longer recordings.`,
  decodingTooLarge: (limitInWords: string) =>
    `Reading this file needed more than ${limitInWords} of memory, more than Teachkit gives one file, so it was stopped. Split the file into smaller parts (or save it again as PDF) and upload those.`,
  decodingStalled: (timeInWords: string) =>
    `Reading this file made no progress for ${timeInWords}, so Teachkit stopped it. The file may be damaged: open it on your computer, save a fresh copy (or save it as PDF), and upload that copy.`,
  decodingCrashed:
    'Reading this file stopped Teachkit\'s file reader unexpectedly; the file may be damaged. Open it on your computer, save a fresh copy (or save it as PDF), and upload that copy.',
  textNotUtf8:
    'This text file is not saved as UTF-8 text, so Teachkit cannot read it. Open it in a text editor, save it with the UTF-8 encoding, and upload it again.',
  zipPassword:
    'This ZIP archive is protected with a password, so Teachkit cannot open it. Unzip it on your computer, zip the files again without a password, and upload the new archive.',
  zipDamaged:
    'This ZIP archive is damaged and cannot be opened. Make the archive again from the original files and upload the new one.',
  zipTooManyFiles: (limit: number) =>
    `This ZIP archive holds more than ${limit} files, more than Teachkit unpacks from one upload. Split it into smaller archives, or upload the files you need on their own.`,
  zipTooLarge: (limitInWords: string) =>
    `This ZIP archive unpacks to more than ${limitInWords}, more than Teachkit unpacks from one upload. Split it into smaller archives, or upload the files you need on their own.`,
  zipSuspiciousCompression:
    'This ZIP archive holds a file that unpacks to far more than its packed size, as archives made to overload a server do, so Teachkit will not unpack it. If the archive is genuine, unzip it on your computer and upload the files on their own.',
  zipTooDeep: (limit: number) =>
    `This ZIP archive holds archives inside archives more than ${limit} levels deep. Unzip the inner archives on your computer and upload the files they hold.`,
  unsupported: (extension: string) =>
    extension
      ? `Teachkit cannot read the contents of .${extension} files. Upload a PDF, a Word document, a PowerPoint presentation, text, Markdown, HTML, a picture, a recording, or a ZIP archive of these.`
      : 'Teachkit cannot tell what kind of file this is. Give the file a name that ends in its type (for example .pdf or .docx) and upload it again.',
  nothingReadable:
    'Teachkit found no text to read in this file. If it holds scanned pages or pictures of text, upload the pictures as PNG or JPEG images so their text can be read.',
} as const;
