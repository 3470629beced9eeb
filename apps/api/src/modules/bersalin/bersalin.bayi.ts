import { type Bayi, formatNoRm, KUNCI_NOMOR_RM, namaBayi, toJakartaIsoDate } from '@rawat/domain';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { catatAktivitas } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { ambilNomor } from '../../platform/penomoran.ts';
import { kunjungan, layanan } from '../kunjungan/kunjungan.tables.ts';
import { catatKlinis } from '../kunjungan/log-pasien/log-pasien.service.ts';
import { namaCari } from '../pasien/pasien.cari.ts';
import { pasien } from '../pasien/pasien.tables.ts';
import { detailBersalin } from './bersalin.baca.ts';
import { bayiTidakDitemukan, belumBersalin, persalinanTidakDitemukan } from './bersalin.errors.ts';
import { periksaPetugas } from './bersalin.service.ts';
import { persalinan, persalinanBayi } from './bersalin.tables.ts';

/**
 * POST /bersalin/:uid/bayi/:urutan/pasien: the newborn becomes a patient of its own — 'By. Ny.
 * <mother>', a No. RM from the hospital's numbering, born at the delivery record's time, the
 * mother's address — with its own visit (the mother's payer) and layanan in the inpatient unit
 * (rooming-in beside the mother, no bed of its own; docs/bersalin.md). The baby's row is locked
 * FOR UPDATE, so a double click or two nurses at once register it once: the second call waits,
 * then finds the patient already made and answers it.
 */
export async function daftarkanBayi(db: Db, ctx: Ctx, uid: string, urutan: number): Promise<Bayi> {
  periksaPetugas(ctx);
  await db.transaction(async (tx) => {
    const [b] = await tx
      .select({
        uid: persalinanBayi.uid,
        pasien_uid: persalinanBayi.pasien_uid,
        waktu_lahir: persalinanBayi.waktu_lahir,
        jenis_kelamin: persalinanBayi.jenis_kelamin,
        berat_gram: persalinanBayi.berat_gram,
      })
      .from(persalinanBayi)
      .where(and(eq(persalinanBayi.persalinan_uid, uid), eq(persalinanBayi.urutan, urutan)))
      .for('update');
    if (!b) {
      const [p] = await tx
        .select({ status: persalinan.status })
        .from(persalinan)
        .where(eq(persalinan.uid, uid));
      if (!p) throw persalinanTidakDitemukan();
      if (p.status === 'INPARTU') throw belumBersalin();
      throw bayiTidakDitemukan();
    }
    if (b.pasien_uid) return;
    const [ibu] = await tx
      .select({
        pasien_uid: persalinan.pasien_uid,
        kunjungan_uid: persalinan.kunjungan_uid,
        layanan_uid: persalinan.layanan_uid,
        dokter_uid: layanan.dokter_uid,
        poli_uid: layanan.poli_uid,
        penjamin: kunjungan.penjamin,
        asuransi_uid: kunjungan.asuransi_uid,
        p: {
          no_rm: pasien.no_rm,
          nama: pasien.nama,
          no_hp: pasien.no_hp,
          alamat: pasien.alamat,
          rt: pasien.rt,
          rw: pasien.rw,
          kode_pos: pasien.kode_pos,
          provinsi_kode: pasien.provinsi_kode,
          kabupaten_kode: pasien.kabupaten_kode,
          kecamatan_kode: pasien.kecamatan_kode,
          desa_kode: pasien.desa_kode,
          provinsi_nama: pasien.provinsi_nama,
          kabupaten_nama: pasien.kabupaten_nama,
          kecamatan_nama: pasien.kecamatan_nama,
          desa_nama: pasien.desa_nama,
        },
      })
      .from(persalinan)
      .innerJoin(pasien, eq(pasien.uid, persalinan.pasien_uid))
      .innerJoin(layanan, eq(layanan.uid, persalinan.layanan_uid))
      .innerJoin(kunjungan, eq(kunjungan.uid, persalinan.kunjungan_uid))
      .where(eq(persalinan.uid, uid));
    if (!ibu) throw persalinanTidakDitemukan();
    const [jml] = await tx
      .select({ n: count() })
      .from(persalinanBayi)
      .where(eq(persalinanBayi.persalinan_uid, uid));
    const { p: m } = ibu;
    const nama = namaBayi(m.nama, urutan, jml?.n ?? 1);
    const sekarang = ctx.now();
    const tanggalLahir = toJakartaIsoDate(b.waktu_lahir);
    // Taken last before the insert, as registration does: the No. RM row lock is held the least.
    const noRm = formatNoRm(await ambilNomor(tx, KUNCI_NOMOR_RM));
    const { no_hp, ...alamat } = m;
    const [bayi] = await tx
      .insert(pasien)
      .values({
        ...alamat,
        nama,
        nama_cari: namaCari(nama),
        no_rm: noRm,
        jenis_kelamin: b.jenis_kelamin,
        tanggal_lahir: tanggalLahir,
        nama_ibu: m.nama,
        pj_nama: m.nama,
        pj_hubungan: 'IBU',
        pj_no_hp: no_hp,
        catatan: `Bayi baru lahir dari ${m.no_rm} – ${m.nama}`,
        created_by: ctx.user?.uid ?? null,
        created_at: sekarang,
        updated_at: sekarang,
      })
      .returning({ uid: pasien.uid });
    if (!bayi) throw new Error('insert pasien bayi tanpa hasil');
    const [k] = await tx
      .insert(kunjungan)
      .values({
        pasien_uid: bayi.uid,
        tanggal: tanggalLahir,
        penjamin: ibu.penjamin,
        asuransi_uid: ibu.penjamin === 'ASURANSI' ? ibu.asuransi_uid : null,
        dibuat_oleh: ctx.user?.uid ?? null,
        created_at: sekarang,
        updated_at: sekarang,
      })
      .returning({ uid: kunjungan.uid });
    if (!k) throw new Error('insert kunjungan bayi tanpa hasil');
    const [l] = await tx
      .insert(layanan)
      .values({
        kunjungan_uid: k.uid,
        pasien_uid: bayi.uid,
        tanggal: tanggalLahir,
        poli_uid: ibu.poli_uid,
        dokter_uid: ibu.dokter_uid,
        jenis: 'RAWAT_INAP',
        status: 'AKTIF',
        created_at: sekarang,
        updated_at: sekarang,
      })
      .returning({ uid: layanan.uid });
    if (!l) throw new Error('insert layanan bayi tanpa hasil');
    await tx
      .update(persalinanBayi)
      .set({ pasien_uid: bayi.uid, layanan_uid: l.uid, didaftarkan_pada: sekarang })
      .where(eq(persalinanBayi.uid, b.uid));
    await catatAktivitas(tx, ctx, {
      aksi: 'pasien.create',
      entitas: 'pasien',
      entitas_id: bayi.uid,
      keterangan: `Mendaftarkan bayi baru lahir ${noRm} – ${nama} (ibu ${m.no_rm} – ${m.nama})`,
      detail: { sesudah: { nama, no_rm: noRm, jenis_kelamin: b.jenis_kelamin, tanggal_lahir: tanggalLahir } },
    });
    await catatKlinis(tx, ctx, {
      aktivitas: {
        aksi: 'bersalin.bayi',
        entitas: 'persalinan_bayi',
        entitas_id: b.uid,
        keterangan: `Bayi ${urutan} dari ${m.no_rm} – ${m.nama} didaftarkan sebagai ${noRm}`,
      },
      pasien: { pasien_uid: bayi.uid, kunjungan_uid: k.uid, layanan_uid: l.uid },
      log: {
        jenis: 'LOG_DATANG',
        ringkasan: `Lahir di ruang bersalin, ${b.berat_gram} g; ibu ${m.no_rm} – ${m.nama}`,
      },
    });
  });
  const detail = await detailBersalin(db, ctx, uid);
  const hasil = detail.bayi.find((x) => x.urutan === urutan);
  if (!hasil) throw bayiTidakDitemukan();
  return hasil;
}
