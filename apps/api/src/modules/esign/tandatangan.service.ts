import { createHash } from 'node:crypto';
import { type JenisDokumenTtd, MAKS_PIN_SALAH } from '@rawat/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { catatAktivitas } from '../../platform/audit.ts';
import { type Ctx, penggunaOf } from '../../platform/context.ts';
import { verifyPassword } from '../../platform/password.ts';
import { buatStempel, urlVerifikasiTtd } from '../../platform/pdf/pdf.stempel.ts';
import { akun } from '../akun/akun.tables.ts';
import { kopSurat } from '../master/faskes/faskes.kop.ts';
import { bukaKunci, pastikanCa } from './esign.ca.ts';
import type { DepsEsign } from './esign.deps.ts';
import {
  belumAktif,
  bukanMenunggu,
  bukanPenandaDokumen,
  pengajuanTidakDitemukan,
  penyediaGagal,
  pinSalah,
  pinTerkunci,
} from './esign.errors.ts';
import { esignPenanda, esignPengajuan } from './esign.tables.ts';
import { sumberDari } from './pengajuan.service.ts';
import { type DokumenUntukTtd, PenyediaMenolak } from './penyedia.ts';
import { tandatanganiPdf } from './pki/pades.ts';

/** A wrong PIN counts, in its own committed write, and locks the PIN at the fifth in a row. */
async function catatPinSalah(deps: DepsEsign, ctx: Ctx, uid: string): Promise<never> {
  const salah = await deps.db.transaction(async (tx) => {
    const [r] = await tx
      .update(esignPenanda)
      .set({
        pin_salah: sql`${esignPenanda.pin_salah} + 1`,
        terkunci_pada: sql`case when ${esignPenanda.pin_salah} + 1 >= ${MAKS_PIN_SALAH} then ${ctx.now().toISOString()}::timestamptz else null end`,
      })
      .where(eq(esignPenanda.uid, uid))
      .returning({ pin_salah: esignPenanda.pin_salah });
    await catatAktivitas(tx, ctx, {
      aksi: 'ESIGN_PIN_SALAH',
      entitas: 'esign_penanda',
      entitas_id: uid,
      keterangan: `PIN tanda tangan salah (${r?.pin_salah ?? '?'} kali berturut-turut)`,
    });
    return r?.pin_salah ?? MAKS_PIN_SALAH;
  });
  throw pinSalah(Math.max(0, MAKS_PIN_SALAH - salah));
}

/**
 * Signs the caller's waiting documents with their PIN (docs/esign.md "Menandatangani"): each is
 * rendered again with the stamp (name, time, QR to its verification page), signed as PAdES with
 * the signer's certificate (or by the provider), and stored; the verification reads those bytes.
 * All or nothing: one document that cannot be signed stops the batch before anything is stored.
 */
export async function tandatangani(
  deps: DepsEsign,
  ctx: Ctx,
  input: { uids: string[]; pin: string },
  asal: string,
) {
  const saya = penggunaOf(ctx);
  const [p] = await deps.db
    .select({
      uid: esignPenanda.uid,
      penyedia: esignPenanda.penyedia,
      id_penyedia: esignPenanda.id_penyedia,
      nama_ktp: esignPenanda.nama_ktp,
      pin_hash: esignPenanda.pin_hash,
      terkunci_pada: esignPenanda.terkunci_pada,
      sertifikat_pem: esignPenanda.sertifikat_pem,
      kunci_privat: esignPenanda.kunci_privat,
    })
    .from(esignPenanda)
    .where(and(eq(esignPenanda.akun_uid, saya.uid), eq(esignPenanda.status, 'AKTIF')));
  if (!p) throw belumAktif();
  if (p.terkunci_pada) throw pinTerkunci();
  const lokal = p.penyedia === 'LOKAL';
  if (lokal && !(await verifyPassword(p.pin_hash, input.pin))) return catatPinSalah(deps, ctx, p.uid);

  const uids = [...new Set(input.uids)];
  const daftar = await deps.db
    .select({
      uid: esignPengajuan.uid,
      jenis: esignPengajuan.jenis,
      ref_uid: esignPengajuan.ref_uid,
      judul: esignPengajuan.judul,
      nomor: esignPengajuan.nomor,
      status: esignPengajuan.status,
      penanda_akun_uid: esignPengajuan.penanda_akun_uid,
      penanda_nama: akun.nama,
    })
    .from(esignPengajuan)
    .innerJoin(akun, eq(akun.uid, esignPengajuan.penanda_akun_uid))
    .where(inArray(esignPengajuan.uid, uids));
  if (daftar.length !== uids.length) throw pengajuanTidakDitemukan();
  for (const d of daftar) {
    if (d.penanda_akun_uid !== saya.uid) throw bukanPenandaDokumen(d.judul, d.penanda_nama);
    if (d.status !== 'MENUNGGU') throw bukanMenunggu(d.judul);
  }

  const waktu = deps.now();
  const kop = await kopSurat(deps.db);
  const lokasi = kop?.kota ?? kop?.nama ?? 'Indonesia';
  const dokumen: DokumenUntukTtd[] = [];
  for (const d of daftar) {
    const stempel = await buatStempel({ waktu, urlVerifikasi: urlVerifikasiTtd(asal, d.uid) });
    const { pdf, kotak } = await sumberDari(deps, d.jenis as JenisDokumenTtd).render(deps.db, d.ref_uid, {
      stempel,
      asal,
      sekarang: waktu,
    });
    dokumen.push({
      uid: d.uid,
      nama: p.nama_ktp,
      pdf,
      kotak,
      alasan: `Menandatangani ${d.judul}${d.nomor ? ` ${d.nomor}` : ''}`,
      lokasi,
      waktu,
    });
  }

  let hasil: Buffer[];
  if (lokal) {
    if (!p.sertifikat_pem || !p.kunci_privat) throw belumAktif();
    const ca = await pastikanCa(deps.db, deps.esign.kunciInduk, waktu);
    const penanda = {
      sertifikatPem: p.sertifikat_pem,
      kunciPrivatPem: bukaKunci(deps.esign.kunciInduk, p.kunci_privat),
    };
    hasil = [];
    for (const d of dokumen)
      hasil.push(
        await tandatanganiPdf(d.pdf, {
          penanda,
          rantai: [ca.sertifikatPem],
          waktu,
          nama: d.nama,
          alasan: d.alasan,
          lokasi: d.lokasi,
          kotak: d.kotak,
        }),
      );
  } else {
    const penyedia = deps.esign.penyedia;
    if (!penyedia || !p.id_penyedia)
      throw penyediaGagal('Penyedia tanda tangan elektronik belum dikonfigurasi');
    try {
      hasil = await penyedia.tandatangani({ idPenyedia: p.id_penyedia, rahasia: input.pin, dokumen });
    } catch (e) {
      if (e instanceof PenyediaMenolak && e.kode === 'PIN_SALAH') return catatPinSalah(deps, ctx, p.uid);
      if (e instanceof PenyediaMenolak && e.kode === 'TIDAK_TERSEDIA') throw penyediaGagal(e.message);
      if (e instanceof PenyediaMenolak) throw belumAktif();
      throw e;
    }
  }

  await deps.db.transaction(async (tx) => {
    await tx.update(esignPenanda).set({ pin_salah: 0 }).where(eq(esignPenanda.uid, p.uid));
    for (const [i, d] of daftar.entries()) {
      const pdf = hasil[i];
      if (!pdf) throw new Error('penyedia tidak mengembalikan semua dokumen');
      const [r] = await tx
        .update(esignPengajuan)
        .set({
          status: 'DITANDATANGANI',
          diputus_pada: waktu,
          penanda_uid: p.uid,
          pdf,
          pdf_sha256: createHash('sha256').update(pdf).digest('hex'),
        })
        .where(and(eq(esignPengajuan.uid, d.uid), eq(esignPengajuan.status, 'MENUNGGU')))
        .returning({ uid: esignPengajuan.uid });
      // Signed (or declined) by a second request in the meantime: nothing of this batch is kept.
      if (!r) throw bukanMenunggu(d.judul);
      await catatAktivitas(tx, ctx, {
        aksi: 'ESIGN_TANDATANGAN',
        entitas: 'esign_pengajuan',
        entitas_id: d.uid,
        keterangan: `${d.judul}${d.nomor ? ` ${d.nomor}` : ''} ditandatangani secara elektronik oleh ${p.nama_ktp}`,
      });
    }
  });
  return { ditandatangani: daftar.map((d) => ({ uid: d.uid, judul: d.judul, nomor: d.nomor })) };
}
