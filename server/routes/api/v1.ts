import { z } from 'zod';
import { ValidationError } from '../../errors.ts';
import { checkPictureSize } from '../../processing/extract/picture.ts';
import { ExtractionError } from '../../processing/extract/types.ts';
import { DecoderSandbox } from '../../processing/sandbox/sandbox.ts';
import { withUnknownFieldMessage, type FastifyPluginAsyncZod } from '../../schema/zod-provider.ts';
import { runStudioTool, studioGrade, studioSubject, studioText, studioToolName } from './studio.ts';
import { replies } from '../../schema/errors.ts';
import { studioRunSchema } from '../../../src/contracts/schemas/studio.ts';

/** A picture sent in place of a text: a PNG or JPEG as a data: address, as the browser's generic call sends a file. */
const PICTURE = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/]+={0,2})$/;
/** 5 MiB of picture as base64, with room for the rest of the body: what the browser's generic call sends at most. */
const PICTURE_BODY_LIMIT = 8 * 1024 * 1024;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

const body = withUnknownFieldMessage(
  z
    .object({
      text: z.string().optional(),
      image: z.string().regex(PICTURE, 'image is a PNG or JPEG picture as a data: address (data:image/png;base64,…)').optional(),
      grade: studioGrade,
      subject: studioSubject,
    })
    .strict()
    .refine((b) => b.text !== undefined || b.image !== undefined, { message: 'Send the text to work from, or a picture of it as image', path: ['text'] }),
  'These fields are not part of a generic call',
);

/** The picture's bytes, when they are what the data: address says they are. */
function pictureBytes(image: string): Buffer {
  const bytes = Buffer.from(PICTURE.exec(image)![2]!, 'base64');
  if (!bytes.subarray(0, 4).equals(PNG) && !bytes.subarray(0, 3).equals(JPEG)) {
    throw new ValidationError([{ field: 'image', message: 'The picture is not a PNG or JPEG file; send a photo or screenshot of the text' }]);
  }
  return bytes;
}

/**
 * The text in the picture, read in the decoding sandbox: its size is checked from its header first, here, so a picture
 * past the limit costs a header's read; whatever reading it does to the decoder fails this request, never the server.
 */
async function textInPicture(pictures: DecoderSandbox, image: string): Promise<string> {
  const bytes = pictureBytes(image);
  try {
    await checkPictureSize(bytes);
    return await pictures.readText(bytes);
  } catch (error) {
    if (error instanceof ExtractionError) throw new ValidationError([{ field: 'image', message: error.message }]);
    throw error;
  }
}

/**
 * The generic call (spec §7): POST /v1/{name} with JSON, where a file travels as a picture in `image`. The names are
 * the Studio's quick tools; a picture of a page is read offline (OCR) and the tool runs on its text, as one robot
 * action kept in the teacher's history. Reached with a bearer token or an API key, like every resource.
 */
const genericRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', app.requireCaller);
  const pictures = new DecoderSandbox(app.config.decoding);
  app.addHook('onClose', () => pictures.close());

  // A photo of a page, base64 in JSON, is larger than the API's usual 1 MiB body.
  app.post(
    '/v1/:name',
    { bodyLimit: PICTURE_BODY_LIMIT, schema: { params: z.object({ name: studioToolName }), body, response: replies({ 201: studioRunSchema }, 400, 401, 413) } },
    async (request, reply) => {
      const { text, image, grade, subject } = request.body;
      const source = text ?? (await textInPicture(pictures, image!));
      const checked = studioText.safeParse(source);
      if (!checked.success) {
        const field = text === undefined ? 'image' : 'text';
        const message = field === 'image' ? 'Too little text could be read in the picture; send a sharper picture of the page, or the text itself' : checked.error.issues[0]!.message;
        throw new ValidationError([{ field, message }]);
      }
      return reply.code(201).send(await runStudioTool(app, request.caller!, request.params.name, { text: checked.data, grade, subject }));
    },
  );
};

export default genericRoutes;
