import {
  formatUmur,
  type JenisAnestesi,
  LABEL_JENIS_ANESTESI,
  LABEL_STATUS_OPERASI,
  type OperasiSiapTransisi,
  skalaUntukUmur,
  type Transisi,
} from '@rawat/domain';
import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { layanan } from '../../kunjungan/kunjungan.tables.ts';
import { perawatanInap, rawatInap } from '../../kunjungan/rawat-inap.tables.ts';
import { poli } from '../../master/poli/poli.tables.ts';
import { bed, kamar, ruangan } from '../../master/ruangan/ruangan.tables.ts';
import { tindakan } from '../../master/tindakan/tindakan.tables.ts';
import { kamarOperasi, operasi } from '../../operasi/operasi.tables.ts';
import { pasien } from '../../pasien/pasien.tables.ts';
import { bacaBaris } from './transisi.baca.ts';
import {
  operasiBelumSelesai,
  operasiPasienLain,
  operasiSudahDiterima,
  operasiTransisiTidakDitemukan,
} from './transisi.errors.ts';
import { transisi } from './transisi.tables.ts';

// The theatre → the transition room (docs/ranap/transisi.md "From the theatre"). ranap sits above
// operasi in the layers (.dependency-cruiser.cjs), so the room reads the theatre's table here;
// the theatre's own screens ask the room (GET /transisi/operasi/:uid) rather than the other way.

/** An operation finished this long ago is no longer offered: the patient has surely left the theatre. */
const JENDELA_MS = 24 * 3_600_000;

/** How the anaesthesia reads after the procedure: 'anestesi spinal', 'blok saraf', 'sedasi'. */
const ANESTESI_TEKS: Record<JenisAnestesi, string> = {
  UMUM: 'anestesi umum',
  SPINAL: 'anestesi spinal',
  EPIDURAL: 'anestesi epidural',
  LOKAL: 'anestesi lokal',
  BLOK_SARAF: 'blok saraf',
  SEDASI: 'sedasi',
};

const inap = alias(perawatanInap, 'inap_aktif');
const terbuka = alias(transisi, 'transisi_terbuka');

/**
 * GET /transisi/dari-operasi: operations SELESAI within the last 24 hours whose patient has no
 * record in the room yet, oldest first, each with the layanan to receive on — the patient's stay
 * still in (an elective patient is admitted before the operation; its charges went there too),
 * else the layanan the operation was booked from.
 */
export async function daftarDariOperasi(db: DbOrTx, ctx: Ctx): Promise<OperasiSiapTransisi[]> {
  const sekarang = ctx.now();
  const rows = await db
    .select({
      uid: operasi.uid,
      kode_booking: operasi.kode_booking,
      jenis_anestesi: operasi.jenis_anestesi,
      selesai: operasi.diselesaikan_pada,
      tindakan: tindakan.nama,
      kamar_operasi: kamarOperasi.nama,
      p: {
        uid: pasien.uid,
        no_rm: pasien.no_rm,
        nama: pasien.nama,
        jenis_kelamin: pasien.jenis_kelamin,
        tanggal_lahir: pasien.tanggal_lahir,
      },
      layanan_uid: layanan.uid,
      jenis: layanan.jenis,
      poli: poli.nama,
      ruangan: ruangan.nama,
      no_kamar: kamar.no_kamar,
      no_bed: bed.no_bed,
      terbuka: terbuka.uid,
    })
    .from(operasi)
    .innerJoin(pasien, eq(pasien.uid, operasi.pasien_uid))
    .innerJoin(kamarOperasi, eq(kamarOperasi.uid, operasi.kamar_operasi_uid))
    .innerJoin(tindakan, eq(tindakan.uid, operasi.tindakan_uid))
    .leftJoin(inap, and(eq(inap.pasien_uid, operasi.pasien_uid), eq(inap.status, 'DIRAWAT')))
    .innerJoin(layanan, eq(layanan.uid, sql`coalesce(${inap.layanan_uid}, ${operasi.layanan_uid})`))
    .innerJoin(poli, eq(poli.uid, layanan.poli_uid))
    .leftJoin(rawatInap, and(eq(rawatInap.layanan_uid, layanan.uid), isNull(rawatInap.keluar_pada)))
    .leftJoin(ruangan, eq(ruangan.uid, rawatInap.ruangan_uid))
    .leftJoin(kamar, eq(kamar.uid, rawatInap.kamar_uid))
    .leftJoin(bed, eq(bed.uid, rawatInap.bed_uid))
    .leftJoin(terbuka, and(eq(terbuka.layanan_uid, layanan.uid), eq(terbuka.status, 'OBSERVASI')))
    .where(
      and(
        eq(operasi.status, 'SELESAI'),
        gte(operasi.diselesaikan_pada, new Date(sekarang.getTime() - JENDELA_MS)),
        sql`not exists (select 1 from ${transisi} where ${transisi.operasi_uid} = ${operasi.uid})`,
      ),
    )
    .orderBy(asc(operasi.diselesaikan_pada));
  return rows.map((r) => ({
    operasi_uid: r.uid,
    kode_booking: r.kode_booking,
    pasien: {
      uid: r.p.uid,
      no_rm: r.p.no_rm,
      nama: r.p.nama,
      jenis_kelamin: r.p.jenis_kelamin,
      umur: formatUmur(r.p.tanggal_lahir, sekarang),
    },
    tindakan: r.tindakan,
    jenis_anestesi: LABEL_JENIS_ANESTESI[r.jenis_anestesi],
    prosedur: `${r.tindakan}, ${ANESTESI_TEKS[r.jenis_anestesi]}`,
    kamar: r.kamar_operasi,
    selesai_pada: (r.selesai ?? sekarang).toISOString(),
    layanan: {
      uid: r.layanan_uid,
      jenis: r.jenis,
      unit: r.ruangan ? `${r.ruangan} · Kamar ${r.no_kamar} · Bed ${r.no_bed}` : r.poli,
    },
    skala_usia: skalaUntukUmur(r.p.tanggal_lahir, sekarang),
    sedang_di_transisi: r.terbuka !== null,
  }));
}

/**
 * An arrival naming its operation: it exists (404), is SELESAI (409) and is this patient's (409).
 * Received once: checked here for a clear answer, and guaranteed by the unique index
 * `transisi_operasi_uq` when two nurses receive at the same moment (terimaTransisi maps it).
 */
export async function periksaOperasiTransisi(tx: DbOrTx, operasiUid: string, pasienUid: string) {
  const [o] = await tx
    .select({ status: operasi.status, pasien_uid: operasi.pasien_uid })
    .from(operasi)
    .where(eq(operasi.uid, operasiUid));
  if (!o) throw operasiTransisiTidakDitemukan();
  if (o.pasien_uid !== pasienUid) throw operasiPasienLain();
  if (o.status !== 'SELESAI') throw operasiBelumSelesai(LABEL_STATUS_OPERASI[o.status]);
  const [ada] = await tx
    .select({ uid: transisi.uid })
    .from(transisi)
    .where(eq(transisi.operasi_uid, operasiUid))
    .limit(1);
  if (ada) throw operasiSudahDiterima();
}

/**
 * GET /transisi/operasi/:uid: the record of the patient of this operation, or null before arrival
 * — what the theatre's "Jadwal & Status" tab shows after SELESAI.
 */
export async function transisiOperasi(db: DbOrTx, ctx: Ctx, operasiUid: string): Promise<Transisi | null> {
  const [t] = await bacaBaris(db, ctx, eq(transisi.operasi_uid, operasiUid));
  return t ?? null;
}
