import { type JenisDokumenTtd, type StatusVersiHasil, toJakartaIsoDate } from '@rawat/domain';
import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import type { KotakStempel, StempelElektronik } from '../../platform/pdf/pdf.stempel.ts';
import type { SumberDokumenTtd } from '../esign/dokumen.ts';
import { pasien } from '../pasien/pasien.tables.ts';
import { orderPenunjang } from './penunjang.tables.ts';

/** A result kept in versions (lab sheet, radiology expertise): the columns a signature reads. */
interface TabelVersi {
  tabel: PgTable;
  uid: AnyPgColumn;
  order_uid: AnyPgColumn;
  status: AnyPgColumn;
  /** Who validated it: the account that signs it. */
  akun_uid: AnyPgColumn;
  divalidasi_pada: AnyPgColumn;
  dibuat_pada: AnyPgColumn;
}

/**
 * A validated result as a signable document (docs/esign.md): the reference is the version, so a
 * correction (a new version) is signed anew; the one who validated it signs; the PDF is the
 * unit's printed result with the stamp in its signature block.
 */
export function sumberHasilVersi(o: {
  jenis: JenisDokumenTtd;
  judul: string;
  kolom: TabelVersi;
  belumValid: string;
  dikoreksi: string;
  render: (
    db: DbOrTx,
    ctx: Ctx,
    orderUid: string,
    opsi: { stempel: StempelElektronik | null },
  ) => Promise<{ pdf: Buffer; kotak: KotakStempel | null }>;
}): SumberDokumenTtd {
  const k = o.kolom;
  async function baris(db: DbOrTx, uid: string) {
    const [r] = await db
      .select({
        order_uid: k.order_uid,
        status: k.status,
        akun_uid: k.akun_uid,
        divalidasi_pada: k.divalidasi_pada,
        dibuat_pada: k.dibuat_pada,
        nomor: orderPenunjang.nomor,
        pasien_uid: pasien.uid,
        pasien_nama: pasien.nama,
      })
      .from(k.tabel)
      .innerJoin(orderPenunjang, eq(orderPenunjang.uid, k.order_uid))
      .innerJoin(pasien, eq(pasien.uid, orderPenunjang.pasien_uid))
      .where(eq(k.uid, uid));
    return r ?? null;
  }
  return {
    jenis: o.jenis,
    async baca(db, uid) {
      const r = await baris(db, uid);
      if (!r) return null;
      const status = r.status as StatusVersiHasil;
      return {
        jenis: o.jenis,
        refUid: uid,
        judul: o.judul,
        nomor: r.nomor,
        tanggal: toJakartaIsoDate((r.divalidasi_pada ?? r.dibuat_pada) as Date),
        pasien: { uid: r.pasien_uid, nama: r.pasien_nama },
        penandaAkunUid: r.akun_uid as string | null,
        belumSiap: status === 'VALID' ? null : status === 'DRAFT' ? o.belumValid : o.dikoreksi,
      };
    },
    async render(db, uid, opsi) {
      const r = await baris(db, uid);
      if (!r) throw new Error(`${o.judul} ${uid} tidak ada`);
      const ctx = { user: null, ip: null, userAgent: null, now: () => opsi.sekarang };
      const { pdf, kotak } = await o.render(db, ctx, r.order_uid as string, { stempel: opsi.stempel });
      if (!kotak) throw new Error(`${o.judul}: blok tanda tangan tidak tergambar`);
      return { pdf, kotak };
    },
  };
}
