import { PICTURE_MAX_BYTES } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { ServerText } from '../../i18n/server-text';
import { HttpError } from '../../plugins/errors';
import { bodyArrived } from '../media/upload-reader';
import { pictureTexts } from './messages';

// Reads the one file of a picture upload, refusing a body that is too large (declared or real)
// or that does not match the size it declared, before anything is stored.

export const uploadTexts = { tooLarge: pictureTexts.tooLarge, incomplete: pictureTexts.incomplete };

/** Room for the multipart boundaries and part headers around the file itself. */
const FORM_OVERHEAD_BYTES = 16 * 1024;

/** A refusal that also closes the connection: the rest of the body is not worth reading. */
function refuse(status: number, message: ServerText, field = 'picture') {
  const error = new HttpError(
    status,
    status === 413 ? 'payload_too_large' : 'validation',
    message,
    {
      [field]: message,
    },
  );
  error.headers = { connection: 'close' };
  return error;
}

/** The multipart plugin's errors as messages a person can act on; anything else passes through. */
function explain(error: unknown): never {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') throw refuse(413, uploadTexts.tooLarge);
  // Busboy reports a truncated or malformed form with a plain Error: the client's fault, not ours.
  if (
    code === 'FST_MP_PREMATURE_CLOSE' ||
    /unexpected end of (form|multipart)|malformed|boundary/i.test((error as Error).message ?? '')
  )
    throw refuse(400, uploadTexts.incomplete);
  throw error;
}

/** The uploaded file's bytes and declared type, once the request has arrived whole. */
export async function readPictureUpload(request: FastifyRequest) {
  const declaredLength = Number(request.headers['content-length'] ?? 0);
  if (declaredLength > PICTURE_MAX_BYTES + FORM_OVERHEAD_BYTES)
    throw refuse(413, uploadTexts.tooLarge);
  if (!request.isMultipart()) throw refuse(400, pictureTexts.notAPicture);
  const file = await request.file().catch(explain);
  if (!file) throw refuse(400, pictureTexts.notAPicture);
  const content = await file.toBuffer().catch(explain);
  if (!(await bodyArrived(request.raw))) throw refuse(400, uploadTexts.incomplete);
  return { content, declaredType: file.mimetype };
}
