import { type IsiSurat, type LayananSurat, lamaHari, namaBergelar, parameterPositif } from '@rawat/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { poli } from '../master/poli/poli.tables.ts';
import { dokter, pegawai } from '../master/sdm/sdm.tables.ts';
import {
  bpjsKurang,
  dokterKontrolBukanDokter,
  narkobaPositif,
  poliKontrolTidakAda,
  tanggalKontrolLewat,
} from './surat.errors.ts';

// The fields of `isi` the server fills (isi.ts marks them) and the rules a letter must meet to be
// issued, beyond what its schema checks.

/**
 * The letter's fields with what the server fills: the days of rest; for a control letter the
 * clinic's and doctor's names and, for a BPJS patient, the VClaim fields from the master data.
 * `lama` is the stored version: BPJS's control-letter number, once known, is kept.
 */
export async function lengkapiIsi(
  db: DbOrTx,
  isi: IsiSurat,
  l: LayananSurat,
  lama: IsiSurat | null,
): Promise<IsiSurat> {
  if (isi.jenis === 'SAKIT') return { ...isi, lama_hari: lamaHari(isi.istirahat_dari, isi.istirahat_sampai) };
  if (isi.jenis !== 'KONTROL') return isi;
  const [[p], [d]] = [
    await db
      .select({ nama: poli.nama, kode_bpjs: poli.kode_bpjs })
      .from(poli)
      .where(and(eq(poli.uid, isi.poli_uid), eq(poli.status, 'AKTIF'))),
    await db
      .select({
        nama: pegawai.nama,
        gelar_depan: pegawai.gelar_depan,
        gelar_belakang: pegawai.gelar_belakang,
        kode_dpjp_bpjs: dokter.kode_dpjp_bpjs,
      })
      .from(pegawai)
      .innerJoin(dokter, eq(dokter.pegawai_uid, pegawai.uid))
      .where(and(eq(pegawai.uid, isi.dokter_uid), eq(pegawai.status, 'AKTIF'))),
  ];
  if (!p) throw poliKontrolTidakAda();
  if (!d) throw dokterKontrolBukanDokter();
  const noSuratKontrol = lama?.jenis === 'KONTROL' ? (lama.bpjs?.noSuratKontrol ?? null) : null;
  return {
    ...isi,
    poli_nama: p.nama,
    dokter_nama: namaBergelar(d),
    bpjs:
      l.penjamin === 'BPJS'
        ? {
            noSEP: isi.bpjs?.noSEP ?? null,
            kodeDokter: d.kode_dpjp_bpjs || null,
            poliKontrol: p.kode_bpjs || null,
            tglRencanaKontrol: isi.tanggal_kontrol,
            noSuratKontrol,
          }
        : null,
  };
}

/** A control date before the letter's own date makes no sense, draft or issued. */
export function periksaTanggalKontrol(isi: IsiSurat, tanggalSurat: string): void {
  if (isi.jenis === 'KONTROL' && isi.tanggal_kontrol < tanggalSurat) throw tanggalKontrolLewat();
}

/**
 * What must hold when a letter is issued on `tanggal` (YYYY-MM-DD, WIB): a drug-free certificate
 * with every result negative; a control letter on or after that day and, for a BPJS patient,
 * everything VClaim's "Rencana Kontrol" needs.
 */
export function periksaSiapTerbit(isi: IsiSurat, tanggal: string): void {
  if (isi.jenis === 'BEBAS_NARKOBA') {
    const positif = parameterPositif(isi.hasil_urin);
    if (positif.length) throw narkobaPositif(positif);
  }
  if (isi.jenis !== 'KONTROL') return;
  periksaTanggalKontrol(isi, tanggal);
  const b = isi.bpjs;
  if (!b) return;
  if (!b.noSEP) throw bpjsKurang('noSEP', 'Nomor SEP wajib diisi untuk surat kontrol pasien BPJS');
  if (!b.kodeDokter)
    throw bpjsKurang(
      'kodeDokter',
      `${isi.dokter_nama ?? 'Dokter kontrol'} belum memiliki kode DPJP BPJS; lengkapi di Kelola Dokter`,
    );
  if (!b.poliKontrol)
    throw bpjsKurang(
      'poliKontrol',
      `${isi.poli_nama ?? 'Poliklinik kontrol'} belum memiliki kode poli BPJS; lengkapi di Kelola Poli Klinik`,
    );
}
