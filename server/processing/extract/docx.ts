import mammoth from 'mammoth';
import { htmlSections } from './html-sections.ts';
import { documentResult, sectionSlices } from './sections.ts';
import { checkOfficePackage, refuseLockedOfficeFile } from './office-package.ts';
import { nameWithoutExtension } from '../../domain/uploads/file-types.ts';
import { EXTRACTION_MESSAGES } from './messages.ts';
import { ExtractionError, type Extractor } from './types.ts';

const WORD = { password: EXTRACTION_MESSAGES.wordPassword, damaged: EXTRACTION_MESSAGES.wordDamaged };
/** The document's Title paragraph reads as its first heading, not as body text. */
const STYLE_MAP = ["p[style-name='Title'] => h1:fresh", "p[style-name='Subtitle'] => h2:fresh"];
/** A picture's alt text is kept (see htmlSections); an empty source keeps mammoth from copying its bytes into the HTML. */
const NO_PICTURES = mammoth.images.imgElement(async () => ({ src: '' }));

/** A Word document: sections by its headings, tables as rows of cells, lists with their bullets and numbers. */
export const extractDocx: Extractor = async (input, progress) => {
  await refuseLockedOfficeFile(input.filePath, WORD);
  await checkOfficePackage(input.filePath, 'Word document');
  let html: string;
  try {
    html = (await mammoth.convertToHtml({ path: input.filePath }, { styleMap: STYLE_MAP, convertImage: NO_PICTURES, externalFileAccess: false })).value;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code) throw error; // the file system failed, not the document
    // Otherwise mammoth could not open the package: not a ZIP, no main document part, broken XML.
    throw new ExtractionError(EXTRACTION_MESSAGES.wordDamaged, { permanent: true });
  }
  const slices = sectionSlices(htmlSections(html, { pictures: true }).sections, nameWithoutExtension(input.fileName));
  progress(100);
  return documentResult(slices);
};
