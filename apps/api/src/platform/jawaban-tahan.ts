import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { isResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import type { App } from './http.ts';

type Jalur = readonly PropertyKey[];

/** A field whose stored value is outside its enumeration: where, and what it held. */
export interface Kerusakan {
  path: string;
  nilai: string;
}

// The serializer is not handed the request; preSerialization is, with the very object the
// serializer then receives. Weak: an answer's entry goes with the answer.
const permintaanDari = new WeakMap<object, FastifyRequest>();

function ambil(data: unknown, jalur: Jalur): unknown {
  let kini = data;
  for (const kunci of jalur) {
    if (kini === null || typeof kini !== 'object') return undefined;
    kini = (kini as Record<PropertyKey, unknown>)[kunci];
  }
  return kini;
}

/** A copy of `data` with the value at `jalur` set to null; what lies off the path is shared. */
function kosongkan(data: unknown, jalur: Jalur): unknown {
  const [kunci, ...sisa] = jalur;
  if (kunci === undefined) return null;
  const asal = data as Record<PropertyKey, unknown>;
  const salinan = (Array.isArray(data) ? [...data] : { ...asal }) as Record<PropertyKey, unknown>;
  salinan[kunci] = kosongkan(asal[kunci], sisa);
  return salinan;
}

const sama = (a: Jalur, b: Jalur) => a.length === b.length && a.every((k, i) => k === b[i]);

/**
 * Serializes an answer by its contract, like fastify-type-provider-zod's compiler — except that
 * a stored value outside a field's enumeration (an import, a script, a hand edit: 'S1' where the
 * list says 'D4_S1') is answered as null, unknown, and logged, instead of making the whole record
 * unreadable with a 500. Any other mismatch is still the 500 it was. The happy path costs nothing:
 * the repair runs only after the contract's own check has failed.
 */
export function serializerTahanDaftar(log: FastifyBaseLogger): typeof serializerCompiler {
  return (route) => {
    const asli = serializerCompiler(route);
    return (data) => {
      try {
        return asli(data);
      } catch (galat) {
        if (!isResponseSerializationError(galat)) throw galat;
        const jalur: Jalur[] = [];
        for (const issue of galat.cause.issues) {
          // 'invalid_value' is zod's "not one of the listed values"; only a stored string qualifies.
          if (issue.code !== 'invalid_value' || typeof ambil(data, issue.path) !== 'string') throw galat;
          jalur.push(issue.path);
        }
        const kerusakan: Kerusakan[] = jalur.map((j) => ({
          path: j.map(String).join('.'),
          nilai: String(ambil(data, j)),
        }));
        const diperbaiki = jalur.reduce<unknown>(kosongkan, data);
        let teks: string;
        try {
          teks = asli(diperbaiki);
        } catch (lagi) {
          // A field the contract calls required still answers null: unknown is the truth here.
          if (!isResponseSerializationError(lagi)) throw lagi;
          if (!lagi.cause.issues.every((i) => jalur.some((j) => sama(j, i.path)))) throw galat;
          teks = JSON.stringify(diperbaiki);
        }
        const request = data !== null && typeof data === 'object' ? permintaanDari.get(data) : undefined;
        (request?.log ?? log).warn(
          { rute: `${route.method} ${route.url}`, url: request?.url, kerusakan },
          'Nilai tersimpan di luar daftar kontrak; dijawab null (tidak diketahui)',
        );
        return teks;
      }
    };
  };
}

/** Installs the serializer above for every route, with the request's log for its warnings. */
export function pasangJawabanTahan(app: App) {
  app.setSerializerCompiler(serializerTahanDaftar(app.log));
  app.addHook('preSerialization', (request, _reply, payload, done) => {
    if (payload !== null && typeof payload === 'object') permintaanDari.set(payload, request);
    done(null, payload);
  });
}
