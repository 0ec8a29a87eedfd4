import zlib from 'node:zlib';
import JSZip from 'jszip';
import PptxGenJS from 'pptxgenjs';

/**
 * Real files, made in the test: each opens in the program it is meant for. Nothing here is a stand-in with only the
 * right first bytes, except the programs, which only need to look like programs.
 */

/** A one-page PDF with a text line, its cross-reference table at the right byte offsets; `size` pads it to that many bytes. */
export function makePdf(text = 'Fractions are parts of a whole', size = 0): Buffer {
  const content = `BT /F1 24 Tf 72 700 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  return pdfOf(objects, size);
}

/** A PDF of these numbered objects (the first the catalog), its cross-reference table at the right byte offsets. */
function pdfOf(objects: string[], size = 0): Buffer {
  let head = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(head.length);
    head += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const tail = (xref: number) => {
    let table = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    for (const offset of offsets) table += `${String(offset).padStart(10, '0')} 00000 n \n`;
    return `${table}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  };
  // A comment before the cross-reference table makes the file as large as a test needs; readers skip comments.
  let padding = '';
  for (let round = 0; round < 3 && size > 0; round += 1) {
    const room = size - head.length - tail(head.length + padding.length).length;
    padding = room >= 2 ? `%${'x'.repeat(room - 2)}\n` : '';
  }
  return Buffer.from(head + padding + tail(head.length + padding.length), 'latin1');
}

/** A Word document with one heading and one paragraph, as Word writes the package. */
export async function makeDocx(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/document.xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>Photosynthesis</w:t></w:r></w:p><w:p><w:r><w:t>Plants make sugar from light, water and carbon dioxide.</w:t></w:r></w:p></w:body></w:document>',
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** A one-slide presentation written by pptxgenjs. */
export async function makePptx(): Promise<Buffer> {
  const deck = new PptxGenJS();
  deck.addSlide().addText('The water cycle', { x: 1, y: 1, w: 8, h: 1 });
  return (await deck.write({ outputType: 'nodebuffer' })) as Buffer;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 1×1 red PNG with valid chunk checksums. */
export function makePng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.from([0, 255, 0, 0]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The start of a 64-bit Linux program (ELF header). */
export function makeElf(): Buffer {
  const elf = Buffer.alloc(256);
  elf.set([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0], 0);
  elf.writeUInt16LE(2, 16); // an executable
  elf.writeUInt16LE(0x3e, 18); // x86-64
  return elf;
}

/** The start of a Windows program: the MZ header pointing at a PE header. */
export function makeWindowsProgram(): Buffer {
  const exe = Buffer.alloc(512);
  exe.write('MZ', 0, 'latin1');
  exe.writeUInt32LE(0x80, 0x3c);
  exe.write('PE\0\0', 0x80, 'latin1');
  return exe;
}

export interface FormPart {
  name: string;
  value: string | Buffer;
  fileName?: string;
  contentType?: string;
}

/** A multipart/form-data body as a browser's FormData sends it. */
export function multipartBody(parts: FormPart[]): { payload: Buffer; contentType: string } {
  const boundary = '----TeachkitTestBoundary7MA4YWxkTrZu0gW';
  const pieces: Buffer[] = [];
  for (const part of parts) {
    // Browsers escape a double quote in a file name as %22 (HTML's form-data encoding).
    const fileName = part.fileName?.replace(/"/g, '%22');
    const disposition = `form-data; name="${part.name}"${fileName !== undefined ? `; filename="${fileName}"` : ''}`;
    const headers = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.fileName !== undefined ? `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n` : ''}\r\n`;
    pieces.push(Buffer.from(headers, 'utf8'), Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value, 'utf8'), Buffer.from('\r\n'));
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(pieces), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * A ZIP archive written by hand, each member deflated from `size` bytes of `fill` streamed through zlib, so a member
 * that unpacks to hundreds of megabytes is built without holding it. `declaredSize` is what the archive's headers
 * claim the member unpacks to (its real size unless given), as a file built to slip past a size check would lie.
 */
export async function handWrittenZip(members: { name: string; fill: string; size: number; declaredSize?: number }[]): Promise<Buffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const member of members) {
    const deflate = zlib.createDeflateRaw({ level: 9 });
    const packed: Buffer[] = [];
    deflate.on('data', (chunk: Buffer) => packed.push(chunk));
    const block = Buffer.alloc(Math.min(member.size, 1 << 20), member.fill);
    let crc = 0;
    for (let written = 0; written < member.size; written += block.length) {
      const chunk = block.subarray(0, Math.min(block.length, member.size - written));
      crc = zlib.crc32(chunk, crc);
      if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
    }
    const ended = new Promise((resolve) => deflate.once('end', resolve));
    deflate.end();
    await ended;
    const data = Buffer.concat(packed);
    const name = Buffer.from(member.name);
    const size = member.declaredSize ?? member.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflated
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(members.length, 8);
  end.writeUInt16LE(members.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A one-page PDF with no text whose page box is `width` × `height` points (a strip, a scroll). */
export function pdfWithPageBox(width: number, height: number): Buffer {
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Contents 4 0 R >>`,
    '<< /Length 0 >>\nstream\n\nendstream',
  ]);
}
