import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { withValues, type ServerText } from '../../i18n/server-text';
import { HttpError } from '../../plugins/errors';
import { mediaTexts } from './messages';

/** Room for the multipart boundaries, part headers and a short `purpose` field. */
const FORM_OVERHEAD_BYTES = 16 * 1024;
/**
 * How long to wait for the rest of a body after the form's closing line. A client that says its
 * body is longer than what it sends would otherwise keep the upload waiting for ever.
 */
const BODY_TAIL_WAIT_MS = 2_000;

function refuse(status: number, text: ServerText) {
  const error = new HttpError(status, status === 413 ? 'payload_too_large' : 'validation', text, {
    file: text,
  });
  // The rest of a refused body is not worth reading.
  error.headers = { connection: 'close' };
  return error;
}

/** Whether the whole body the client declared has arrived (true) or it stopped short (false). */
export function bodyArrived(raw: IncomingMessage): Promise<boolean> {
  if (raw.complete || raw.readableEnded) return Promise.resolve(true);
  return new Promise((resolve) => {
    const finish = (arrived: boolean) => {
      clearTimeout(timer);
      raw.off('end', onEnd).off('close', onClose);
      resolve(arrived);
    };
    const onEnd = () => finish(true);
    const onClose = () => finish(raw.complete);
    const timer = setTimeout(() => finish(raw.complete), BODY_TAIL_WAIT_MS);
    raw.on('end', onEnd).on('close', onClose);
    // Whatever follows the form's closing line is read and dropped, so 'end' can come.
    raw.resume();
  });
}

/** What to say when an upload is refused; a photo's words unless the caller has its own. */
export interface UploadTexts {
  tooLarge: ServerText;
  noFile: ServerText;
  incomplete: ServerText;
}

/**
 * The one file (field `file`) and the text fields of an upload (a photo, a roster sheet), held in
 * memory and only once the whole request has arrived: a refused or cut-off upload leaves nothing
 * anywhere.
 */
export async function readMediaUpload(
  request: FastifyRequest,
  maxBytes: number,
  texts: UploadTexts = {
    tooLarge: withValues(mediaTexts.tooLarge, { max: Math.round(maxBytes / 1024 / 1024) }),
    noFile: mediaTexts.noFile,
    incomplete: mediaTexts.incomplete,
  },
) {
  const { tooLarge } = texts;
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > maxBytes + FORM_OVERHEAD_BYTES) throw refuse(413, tooLarge);
  if (!request.isMultipart()) throw refuse(400, texts.noFile);
  const fields: Record<string, string> = {};
  let content: Buffer | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 4 },
    })) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (part.fieldname === 'file' && !content) content = await part.toBuffer();
      else await part.toBuffer(); // any other file is read past and dropped
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refuse(413, tooLarge);
    if (
      typeof code === 'string' ||
      /unexpected end of (form|multipart)|malformed|boundary/i.test((error as Error).message ?? '')
    )
      throw refuse(400, texts.incomplete);
    throw error;
  }
  if (!(await bodyArrived(request.raw))) throw refuse(400, texts.incomplete);
  if (!content || content.length === 0) throw refuse(400, texts.noFile);
  return { content, fields };
}
