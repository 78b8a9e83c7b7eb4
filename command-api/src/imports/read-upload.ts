import multer from '@koa/multer';
import getRawBody from 'raw-body';
import type { Context, Middleware } from 'koa';
import { API_ROUTES, IMPORT_LIMITS, IMPORT_MESSAGES } from '@glyco/contracts';
import { tooLarge, validationError } from '@glyco/contracts/http/app-errors';

export interface Upload {
  bytes: Buffer;
  contentType: string;
  fileName: string;
}

/** Held in memory only until the route has saved it for the job; never written to a log. */
const multipart = multer({ storage: multer.memoryStorage(), limits: { fileSize: IMPORT_LIMITS.maxFileBytes, files: 1, fields: 5 } }).single('file');

/** The JSON body parser would refuse (or half-read) an uploaded Nightscout file: the import route reads its own body. */
export const keepUploadBodies: Middleware = async (ctx, next) => {
  const { method, path } = API_ROUTES.imports.upload;
  if (ctx.method === method && ctx.path === path) ctx.disableBodyParser = true;
  await next();
};

/** The file of `POST /api/imports`: multipart field `file`, or the whole body with its content type. */
export async function readUpload(ctx: Context): Promise<Upload> {
  const upload = ctx.is('multipart/form-data') ? await readMultipart(ctx) : await readRawBody(ctx);
  if (upload.bytes.length === 0) throw validationError(IMPORT_MESSAGES.fileEmpty, { file: IMPORT_MESSAGES.fileEmpty });
  return upload;
}

async function readMultipart(ctx: Context): Promise<Upload> {
  try {
    await multipart(ctx, async () => undefined);
  } catch (error) {
    if ((error as { code?: string }).code === 'LIMIT_FILE_SIZE') throw tooLarge(IMPORT_MESSAGES.fileTooLarge);
    throw validationError(IMPORT_MESSAGES.fileRequired, { file: IMPORT_MESSAGES.fileRequired });
  }
  const file = ctx.file;
  if (!file) throw validationError(IMPORT_MESSAGES.fileRequired, { file: IMPORT_MESSAGES.fileRequired });
  return { bytes: file.buffer, contentType: file.mimetype, fileName: fileNameOf(file.originalname) };
}

async function readRawBody(ctx: Context): Promise<Upload> {
  if (!ctx.request.type) throw validationError(IMPORT_MESSAGES.fileRequired, { file: IMPORT_MESSAGES.fileRequired });
  try {
    const bytes = await getRawBody(ctx.req, { limit: IMPORT_LIMITS.maxFileBytes });
    return { bytes, contentType: ctx.request.type, fileName: fileNameOf(String(ctx.query.fileName ?? '')) };
  } catch (error) {
    if ((error as { type?: string }).type === 'entity.too.large') throw tooLarge(IMPORT_MESSAGES.fileTooLarge);
    throw error;
  }
}

/** The name as shown back to the person: no folders, no control characters, bounded. */
function fileNameOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'upload').slice(0, IMPORT_LIMITS.fileNameMax);
}
