import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';

function pathOf(instancePath: string | undefined, params: unknown): string {
  const issuePath = (params as { issue?: { path?: (string | number)[] } } | undefined)?.issue?.path;
  if (issuePath && issuePath.length > 0) return issuePath.join('.');
  return (instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
}

/** One place turns every failure into the JSON error envelope; a 500 never shows internals. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return reply
      .status(error.status)
      .send({ message: error.message, code: error.code, ...(error.errors ? { errors: error.errors } : {}) });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((v) => ({
      path: pathOf(v.instancePath, v.params),
      message: v.message ?? 'Tidak valid',
    }));
    const first = errors[0];
    const message = first
      ? first.path
        ? `${first.path}: ${first.message}`
        : first.message
      : 'Data tidak valid';
    return reply.status(400).send({ message, code: 'VALIDATION_ERROR', errors });
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its contract');
    return reply
      .status(500)
      .send({ message: 'Terjadi kesalahan pada server. Silakan coba lagi.', code: 'KESALAHAN_SERVER' });
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return reply
        .status(400)
        .send({ message: 'Format data tidak valid (JSON rusak atau kosong)', code: 'VALIDATION_ERROR' });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return reply.status(413).send({ message: 'Ukuran data terlalu besar', code: 'DATA_TERLALU_BESAR' });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return reply
        .status(415)
        .send({ message: 'Jenis konten tidak didukung', code: 'JENIS_KONTEN_TIDAK_DIDUKUNG' });
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return reply
      .status(error.statusCode)
      .send({ message: 'Permintaan tidak valid', code: 'PERMINTAAN_TIDAK_VALID' });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply
    .status(500)
    .send({ message: 'Terjadi kesalahan pada server. Silakan coba lagi.', code: 'KESALAHAN_SERVER' });
}
