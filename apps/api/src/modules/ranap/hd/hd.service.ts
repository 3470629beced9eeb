import {
  type AsesmenSesiHdInput,
  DEFINISI_ASESMEN,
  formatTanggalPendek,
  type JadwalHdInput,
  LABEL_SHIFT_HD,
  type SesiHd,
  type SesiHdDetail,
  toJakartaIsoDate,
} from '@rawat/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { catatAktivitas } from '../../../platform/audit.ts';
import type { Ctx } from '../../../platform/context.ts';
import { pegawaiPengguna } from '../../master/sdm/pegawai-pengguna.ts';
import { dokter, pegawai } from '../../master/sdm/sdm.tables.ts';
import { indeksUnikDilanggar } from '../../pasien/pasien.errors.ts';
import { isiValid, tulisAsesmen } from '../../pelayanan/asesmen.service.ts';
import { dokterPengguna } from '../../pelayanan/layanan-klinis.ts';
import { asesmen } from '../../pelayanan/pelayanan.tables.ts';
import { perawatanDari, sesiUntukUbah, stayUntukHd } from './hd.akses.ts';
import { bacaSesiHd, sesiHdRingkas } from './hd.baca.ts';
import {
  belumWaktunya,
  dokterHdTidakDikenal,
  pasienSudahPulang,
  sesiHdGanda,
  statusSesiTidakSesuai,
  tanggalLampau,
} from './hd.errors.ts';
import { hdSesiRanap } from './hd.tables.ts';

/** 'Sesi HD 27/11/2026 Shift 1 (Pagi)': how the timeline and the audit name a session. */
export const namaSesi = (s: { tanggal: string; shift: keyof typeof LABEL_SHIFT_HD }) =>
  `Sesi HD ${formatTanggalPendek(s.tanggal)} ${LABEL_SHIFT_HD[s.shift]}`;

/**
 * Orders a session for a stay on a date and shift (the ward's DPJP or nurse, or the HD unit). The
 * stay must still be on the ward; one live session per stay per date (checked, and the partial
 * unique index settles two orders racing); the date not before today (Jakarta).
 */
export async function jadwalkanSesiHd(db: Db, ctx: Ctx, input: JadwalHdInput): Promise<SesiHd> {
  if (input.tanggal < toJakartaIsoDate(ctx.now())) throw tanggalLampau();
  let uid: string;
  try {
    uid = await db.transaction(async (tx) => {
      const l = await stayUntukHd(tx, ctx, input.layanan_uid);
      const pi = await perawatanDari(tx, l.uid);
      if (pi.status !== 'DIRAWAT') throw pasienSudahPulang();
      if (input.dokter_uid) {
        const [d] = await tx
          .select({ uid: pegawai.uid })
          .from(pegawai)
          .innerJoin(dokter, eq(dokter.pegawai_uid, pegawai.uid))
          .where(and(eq(pegawai.uid, input.dokter_uid), eq(pegawai.status, 'AKTIF')));
        if (!d) throw dokterHdTidakDikenal();
      }
      const [ada] = await tx
        .select({ uid: hdSesiRanap.uid })
        .from(hdSesiRanap)
        .where(
          and(
            eq(hdSesiRanap.perawatan_inap_uid, pi.uid),
            eq(hdSesiRanap.tanggal, input.tanggal),
            ne(hdSesiRanap.status, 'BATAL'),
          ),
        );
      if (ada) throw sesiHdGanda(formatTanggalPendek(input.tanggal));
      const pemesan = await pegawaiPengguna(tx, ctx);
      const sekarang = ctx.now();
      const [row] = await tx
        .insert(hdSesiRanap)
        .values({
          perawatan_inap_uid: pi.uid,
          layanan_uid: l.uid,
          kunjungan_uid: l.kunjungan_uid,
          pasien_uid: l.pasien_uid,
          tanggal: input.tanggal,
          shift: input.shift,
          cito: input.cito,
          dokter_uid: input.dokter_uid,
          catatan: input.catatan,
          pemesan_uid: pemesan.uid,
          nama_pemesan: pemesan.nama,
          dibuat_oleh: ctx.user?.uid ?? null,
          created_at: sekarang,
          updated_at: sekarang,
        })
        .returning({ uid: hdSesiRanap.uid });
      if (!row) throw new Error('insert hd_sesi_ranap tanpa hasil');
      await catatAktivitas(tx, ctx, {
        aksi: 'hd_sesi.jadwal',
        entitas: 'hd_sesi_ranap',
        entitas_id: row.uid,
        keterangan: `Order ${namaSesi(input)}${input.cito ? ' (cito)' : ''} ${l.pasien.no_rm} – ${l.pasien.nama}`,
        detail: { sesudah: input },
      });
      return row.uid;
    });
  } catch (err) {
    if (indeksUnikDilanggar(err) === 'hd_sesi_ranap_tanggal_uq')
      throw sesiHdGanda(formatTanggalPendek(input.tanggal));
    throw err;
  }
  return sesiHdRingkas(db, uid);
}

/** The patient is on the machine: DIJADWALKAN → BERLANGSUNG, on (or after) the ordered date. */
export async function mulaiSesiHd(db: Db, ctx: Ctx, uid: string): Promise<SesiHdDetail> {
  await db.transaction(async (tx) => {
    const s = await sesiUntukUbah(tx, uid);
    if (s.status !== 'DIJADWALKAN')
      throw statusSesiTidakSesuai(s.status, 'hanya sesi yang dijadwalkan dapat dimulai');
    if (s.tanggal > toJakartaIsoDate(ctx.now())) throw belumWaktunya(formatTanggalPendek(s.tanggal));
    const l = await stayUntukHd(tx, ctx, s.layanan_uid);
    if ((await perawatanDari(tx, l.uid)).status !== 'DIRAWAT') throw pasienSudahPulang();
    const sekarang = ctx.now();
    await tx
      .update(hdSesiRanap)
      .set({
        status: 'BERLANGSUNG',
        mulai_pada: sekarang,
        mulai_oleh: ctx.user?.uid ?? null,
        updated_at: sekarang,
      })
      .where(eq(hdSesiRanap.uid, s.uid));
    await catatAktivitas(tx, ctx, {
      aksi: 'hd_sesi.mulai',
      entitas: 'hd_sesi_ranap',
      entitas_id: s.uid,
      keterangan: `Mulai ${namaSesi(s)} ${l.pasien.no_rm} – ${l.pasien.nama}`,
      detail: { sebelum: { status: s.status }, sesudah: { status: 'BERLANGSUNG' } },
    });
  });
  return bacaSesiHd(db, ctx, uid);
}

/**
 * Saves the session's HD nurse record (KEPERAWATAN_HD) or the HD doctor's assessment (MEDIS_HD):
 * the outpatient kinds, checked by the same schemas, stored as the stay's chart rows and edited in
 * place on a later save. The nurse's side needs asesmen.keperawatan:write, the doctor's
 * asesmen.medis:write (with hd:write). The first doctor writing becomes the session's HD doctor.
 */
export async function simpanAsesmenSesiHd(
  db: Db,
  ctx: Ctx,
  uid: string,
  input: AsesmenSesiHdInput,
): Promise<SesiHdDetail> {
  const def = DEFINISI_ASESMEN[input.jenis];
  const isi = isiValid(input.jenis, input.isi);
  await db.transaction(async (tx) => {
    const s = await sesiUntukUbah(tx, uid);
    if (s.status === 'BATAL') throw statusSesiTidakSesuai(s.status, 'catatannya tidak dapat diubah');
    const l = await stayUntukHd(tx, ctx, s.layanan_uid, def.sisi);
    const kolom = input.jenis === 'KEPERAWATAN_HD' ? 'asesmen_keperawatan_uid' : 'asesmen_medis_uid';
    const adaUid = s[kolom];
    const [ada] = adaUid ? await tx.select().from(asesmen).where(eq(asesmen.uid, adaUid)).for('update') : [];
    const { asesmen: a } = await tulisAsesmen(tx, ctx, l, input.jenis, isi, ada, namaSesi(s));
    const dokterSesi =
      def.sisi === 'medis' && !s.dokter_uid ? (await dokterPengguna(tx, ctx))?.uid : undefined;
    await tx
      .update(hdSesiRanap)
      .set({ [kolom]: a.uid, ...(dokterSesi ? { dokter_uid: dokterSesi } : {}), updated_at: ctx.now() })
      .where(eq(hdSesiRanap.uid, s.uid));
  });
  return bacaSesiHd(db, ctx, uid);
}

/** Cancels a session not started yet, with the reason; its date is free for a new order. */
export async function batalSesiHd(db: Db, ctx: Ctx, uid: string, alasan: string): Promise<SesiHdDetail> {
  await db.transaction(async (tx) => {
    const s = await sesiUntukUbah(tx, uid);
    if (s.status !== 'DIJADWALKAN')
      throw statusSesiTidakSesuai(s.status, 'hanya sesi yang belum dimulai dapat dibatalkan');
    const sekarang = ctx.now();
    await tx
      .update(hdSesiRanap)
      .set({ status: 'BATAL', batal_pada: sekarang, alasan_batal: alasan, updated_at: sekarang })
      .where(eq(hdSesiRanap.uid, s.uid));
    await catatAktivitas(tx, ctx, {
      aksi: 'hd_sesi.batal',
      entitas: 'hd_sesi_ranap',
      entitas_id: s.uid,
      keterangan: `Membatalkan ${namaSesi(s)}: ${alasan}`,
      detail: { sebelum: { status: s.status }, sesudah: { status: 'BATAL', alasan } },
    });
  });
  return bacaSesiHd(db, ctx, uid);
}
