import { type MasalahMasukan, periksaMasukan } from '@rawat/domain';
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';

/**
 * The edge rule for every contract route (`rute()` installs it as `preValidation`): a string in
 * the path params, the query or the parsed JSON body — keys included, at any depth — that holds a
 * control character (NUL and the like) or a broken surrogate is a 400 naming the field, before
 * any schema or service sees it. It runs after the guard, so 401/403 still come first. Multipart
 * uploads have no parsed body here; their file name is cleaned where it is stored.
 */
export async function tolakTeksCacat(request: FastifyRequest): Promise<void> {
  let masalah: MasalahMasukan[] = periksaMasukan(request.params);
  if (masalah.length === 0) masalah = periksaMasukan(request.query);
  if (masalah.length === 0 && !Buffer.isBuffer(request.body)) masalah = periksaMasukan(request.body);
  const [pertama] = masalah;
  if (pertama) throw badRequest(`${pertama.path}: ${pertama.message}`, masalah);
}
