import type { z } from 'zod';
import type { Permission } from '../akses/permissions.ts';
import { itemEnvelope, listEnvelope, uidParamSchema } from '../platform/common.ts';
import { kontrak } from '../platform/kontrak.ts';
import {
  batalUnitInputSchema,
  hasilListQuerySchema,
  jumlahWorklistQuerySchema,
  jumlahWorklistSchema,
  worklistItemSchema,
  worklistQuerySchema,
} from './unit.ts';

/** What sets the laboratory's and radiology's worklists apart: path, words, permissions, detail. */
export interface UnitPenunjang<P extends string, D extends z.ZodType> {
  path: P;
  tag: string;
  /** The unit as the summaries name it: 'laboratorium', 'radiologi'. */
  nama: string;
  izin: {
    /** The worklist and its status counts. */
    antrian: Permission;
    /** Validated results: the list, one order's detail, its printout. */
    hasil: Permission;
    /** Cancelling an order the unit cannot do. */
    batal: Permission;
  };
  /** The answer of the detail and of every step on one order. */
  detail: D;
  ringkasan: { jumlah: string; detail: string };
}

/**
 * The endpoints both units share (docs/penunjang.md): the worklist with its status counts, the
 * validated results, one order's detail, cancelling by the unit and the printed result. Same query
 * schemas and row shape for both; the unit's own steps sit in labor.kontrak.ts / radiologi.kontrak.ts.
 */
export function kontrakWorklist<const P extends string, D extends z.ZodType>(u: UnitPenunjang<P, D>) {
  const tags = [u.tag];
  const detail = itemEnvelope(u.detail);
  return {
    daftar: kontrak({
      method: 'GET',
      path: u.path,
      permission: u.izin.antrian,
      tags,
      summary: `Worklist ${u.nama}: order yang belum selesai dahulu, CITO dahulu`,
      query: worklistQuerySchema,
      responses: { 200: listEnvelope(worklistItemSchema) },
      galat: [400, 403, 404],
    }),
    jumlah: kontrak({
      method: 'GET',
      path: `${u.path}/jumlah`,
      permission: u.izin.antrian,
      tags,
      summary: u.ringkasan.jumlah,
      query: jumlahWorklistQuerySchema,
      responses: { 200: itemEnvelope(jumlahWorklistSchema) },
      galat: [400, 403, 404],
    }),
    hasil: kontrak({
      method: 'GET',
      path: `${u.path}/hasil`,
      permission: u.izin.hasil,
      tags,
      summary: `Hasil ${u.nama} tervalidasi, terbaru dahulu`,
      query: hasilListQuerySchema,
      responses: { 200: listEnvelope(worklistItemSchema) },
      galat: [400, 403, 404],
    }),
    detail: kontrak({
      method: 'GET',
      path: `${u.path}/:uid`,
      permission: u.izin.hasil,
      tags,
      summary: u.ringkasan.detail,
      params: uidParamSchema,
      responses: { 200: detail },
      galat: [400, 403, 404],
    }),
    batal: kontrak({
      method: 'POST',
      path: `${u.path}/:uid/batal`,
      permission: u.izin.batal,
      tags,
      summary: 'Membatalkan order yang belum divalidasi, dengan alasan; tagihannya dibalik',
      params: uidParamSchema,
      body: batalUnitInputSchema,
      responses: { 200: detail },
      galat: [400, 403, 404, 409],
    }),
    cetakHasil: kontrak({
      method: 'GET',
      path: `${u.path}/:uid/hasil.pdf`,
      batas: 'pdf',
      permission: u.izin.hasil,
      tags,
      summary: `Hasil ${u.nama} tervalidasi (PDF A4 dengan kop faskes)`,
      params: uidParamSchema,
    }),
  };
}
