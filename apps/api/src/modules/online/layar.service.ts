import {
  type DisplayAntrian,
  type LayarPoli,
  STATUS_ANTRIAN_FINAL,
  teksPanggilan,
  toJakartaIsoDate,
} from '@rawat/domain';
import { and, asc, desc, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { forbidden } from '../../platform/errors.ts';
import type { PerangkatAktif } from '../../platform/guard.ts';
import type { SumberLingkup } from '../akun/perangkat.service.ts';
import { farmasiLokasi } from '../farmasi/akses/akses.tables.ts';
import { displayAntrian } from '../farmasi/resep/resep.display.ts';
import { antrian } from '../kunjungan/kunjungan.tables.ts';
import { poli } from '../master/poli/poli.tables.ts';

/** How many next numbers a clinic panel shows, and how many recent calls the screen lists. */
const MENUNGGU_DITAMPILKAN = 5;
const PANGGILAN_DITAMPILKAN = 8;

/** A device of the wrong kind (a kiosk token on a screen's feed): 403, it reads only its own. */
export function wajibJenis(p: PerangkatAktif, jenis: string, pesan: string) {
  if (p.jenis !== jenis) throw forbidden(pesan);
}

/**
 * The clinics and depots a device may show, for the device registry in modules/akun (below the
 * clinics and the pharmacy in the layers); app.ts hands this in.
 */
export const lingkupPerangkat: SumberLingkup = {
  async pilihan(db) {
    const [daftarPoli, depo] = await Promise.all([
      db
        .select({ uid: poli.uid, nama: poli.nama })
        .from(poli)
        .where(and(eq(poli.status, 'AKTIF'), notInArray(poli.jenis, ['RAWAT_INAP'])))
        .orderBy(asc(poli.nama)),
      db
        .select({ uid: farmasiLokasi.uid, nama: farmasiLokasi.nama })
        .from(farmasiLokasi)
        .where(and(eq(farmasiLokasi.status, 'AKTIF'), eq(farmasiLokasi.jenis, 'DEPO')))
        .orderBy(asc(farmasiLokasi.nama)),
    ]);
    return { poli: daftarPoli, depo };
  },
  async nama(db, uids) {
    const unik = [...new Set(uids)];
    if (!unik.length) return new Map();
    const [a, b] = await Promise.all([
      db.select({ uid: poli.uid, nama: poli.nama }).from(poli).where(inArray(poli.uid, unik)),
      db
        .select({ uid: farmasiLokasi.uid, nama: farmasiLokasi.nama })
        .from(farmasiLokasi)
        .where(inArray(farmasiLokasi.uid, unik)),
    ]);
    return new Map([...a, ...b].map((r) => [r.uid, r.nama]));
  },
};

/**
 * GET /layar/poli: the clinic screen of a LAYAR_POLI device, today, for the clinics of its scope
 * (or one of them). Numbers only: the feed carries no name, No. RM or anything else of a patient.
 */
export async function layarPoli(
  db: DbOrTx,
  ctx: Ctx,
  p: PerangkatAktif,
  poliUid?: string,
): Promise<LayarPoli> {
  wajibJenis(p, 'LAYAR_POLI', 'Hanya layar antrean poliklinik yang dapat membuka data ini');
  if (poliUid && !p.lingkup.includes(poliUid)) throw forbidden('Poli ini bukan bagian dari layar ini');
  const lingkup = poliUid ? [poliUid] : p.lingkup;
  const tanggal = toJakartaIsoDate(ctx.now());
  if (!lingkup.length) return { tanggal, poli: [], panggilan: [] };
  const daftarPoli = await db
    .select({ uid: poli.uid, nama: poli.nama })
    .from(poli)
    .where(inArray(poli.uid, lingkup));
  const namaPoli = new Map(daftarPoli.map((x) => [x.uid, x.nama]));
  const hariIni = and(inArray(antrian.poli_uid, lingkup), eq(antrian.tanggal, tanggal));
  const [dipanggil, menunggu] = await Promise.all([
    db
      .select({
        uid: antrian.uid,
        poli_uid: antrian.poli_uid,
        nomor_antrian: antrian.nomor_antrian,
        status: antrian.status,
        dipanggil_pada: antrian.dipanggil_pada,
        jumlah_panggil: antrian.jumlah_panggil,
      })
      .from(antrian)
      .where(and(hariIni, isNotNull(antrian.dipanggil_pada)))
      .orderBy(desc(antrian.dipanggil_pada))
      .limit(200),
    db
      .select({ poli_uid: antrian.poli_uid, nomor_antrian: antrian.nomor_antrian })
      .from(antrian)
      .where(and(hariIni, eq(antrian.status, 'WAITING')))
      .orderBy(asc(antrian.nomor)),
  ]);
  const panggilan = dipanggil.filter((d) => d.status !== 'BATAL');
  return {
    tanggal,
    // The scope's order (as ADMIN chose), a clinic gone from the master left out.
    poli: lingkup
      .filter((u) => namaPoli.has(u))
      .map((u) => {
        const sekarang = panggilan.find((d) => d.poli_uid === u && !STATUS_ANTRIAN_FINAL.includes(d.status));
        const antre = menunggu.filter((m) => m.poli_uid === u && m.nomor_antrian !== sekarang?.nomor_antrian);
        return {
          uid: u,
          nama: namaPoli.get(u) ?? '',
          dipanggil: sekarang?.nomor_antrian ?? null,
          menunggu: antre.slice(0, MENUNGGU_DITAMPILKAN).map((m) => m.nomor_antrian),
          jumlah_menunggu: antre.length,
        };
      }),
    panggilan: panggilan.slice(0, PANGGILAN_DITAMPILKAN).map((d) => {
      const nama = namaPoli.get(d.poli_uid) ?? '';
      return {
        uid: d.uid,
        nomor_antrian: d.nomor_antrian,
        poli_uid: d.poli_uid,
        poli_nama: nama,
        dipanggil_pada: d.dipanggil_pada?.toISOString() ?? '',
        jumlah_panggil: d.jumlah_panggil,
        teks: teksPanggilan(d.nomor_antrian, nama),
      };
    }),
  };
}

/** GET /layar/farmasi: the pharmacy panel (GET /farmasi/dispalyantrian) of the device's depot only. */
export async function layarFarmasi(db: DbOrTx, ctx: Ctx, p: PerangkatAktif): Promise<DisplayAntrian> {
  wajibJenis(p, 'LAYAR_FARMASI', 'Hanya layar antrean farmasi yang dapat membuka data ini');
  const [depo] = p.lingkup;
  if (!depo) throw forbidden('Layar farmasi ini belum diberi depo; minta admin mengaturnya');
  return displayAntrian(db, ctx, { lokasi_uid: depo });
}
