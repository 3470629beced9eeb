import {
  ALAMAT_TIDAK_DIKETAHUI,
  formatNoRm,
  type JenisKelamin,
  KUNCI_NOMOR_RM,
  kunciNomorSementara,
  namaPasienSementara,
  perkiraanTanggalLahir,
  type SebutanSementara,
  sebutanSementara,
  toJakartaIsoDate,
} from '@rawat/domain';
import type { Tx } from '../../db/client.ts';
import { catatAktivitas } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { ambilNomor } from '../../platform/penomoran.ts';
import { barisFaskesDipakai } from '../master/faskes/faskes.service.ts';
import { namaCari } from './pasien.cari.ts';
import { faskesBelumAda } from './pasien.errors.ts';
import { namaWilayah } from './pasien.service.ts';
import { pasien } from './pasien.tables.ts';

export interface PasienSementaraInput {
  jenis_kelamin: JenisKelamin;
  perkiraan_umur: number;
  sebutan: SebutanSementara | null;
  ciri: string | null;
  ditemukan_di: string | null;
  diantar_oleh: string | null;
}

/** What the team saw, kept in the record's note until someone recognises the patient. */
function catatanSementara(i: PasienSementaraInput): string {
  return [
    `Pasien tanpa identitas, didaftarkan cepat di IGD (perkiraan umur ${i.perkiraan_umur} tahun).`,
    i.ciri ? `Ciri-ciri: ${i.ciri}.` : null,
    i.ditemukan_di ? `Ditemukan di: ${i.ditemukan_di}.` : null,
    i.diantar_oleh ? `Diantar oleh: ${i.diantar_oleh}.` : null,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * A temporary record for an unknown patient ('Tn. X 070130-003'), inside the caller's
 * transaction: a real No. RM, the estimated birth date, no NIK, address 'Tidak diketahui' in the
 * facility's own village (a record needs a region; the hospital's is the honest guess), and the
 * audit row. Merged into the real record later (pasien.gabung.ts).
 */
export async function buatPasienSementara(
  tx: Tx,
  ctx: Ctx,
  input: PasienSementaraInput,
): Promise<{ uid: string; no_rm: string; nama: string }> {
  const faskes = await barisFaskesDipakai(tx);
  if (!faskes) throw faskesBelumAda();
  const wilayah = namaWilayah(faskes.desa_kode);
  const hariIni = toJakartaIsoDate(ctx.now());
  const sebutan = input.sebutan ?? sebutanSementara(input.jenis_kelamin, input.perkiraan_umur);
  // The day's sequence first, the No. RM last: other registrations wait on the RM lock the least.
  const nama = namaPasienSementara(sebutan, hariIni, await ambilNomor(tx, kunciNomorSementara(hariIni)));
  const noRm = formatNoRm(await ambilNomor(tx, KUNCI_NOMOR_RM));
  const sekarang = ctx.now();
  const isi = {
    nama,
    jenis_kelamin: input.jenis_kelamin,
    tanggal_lahir: perkiraanTanggalLahir(input.perkiraan_umur, hariIni),
    alamat: ALAMAT_TIDAK_DIKETAHUI,
    provinsi_kode: faskes.provinsi_kode,
    kabupaten_kode: faskes.kabupaten_kode,
    kecamatan_kode: faskes.kecamatan_kode,
    desa_kode: faskes.desa_kode,
    ...wilayah,
    catatan: catatanSementara(input),
  };
  const [row] = await tx
    .insert(pasien)
    .values({
      ...isi,
      nama_cari: namaCari(nama),
      no_rm: noRm,
      sementara: true,
      created_by: ctx.user?.uid ?? null,
      created_at: sekarang,
      updated_at: sekarang,
    })
    .returning({ uid: pasien.uid });
  if (!row) throw new Error('insert pasien returned no row');
  await catatAktivitas(tx, ctx, {
    aksi: 'pasien.create',
    entitas: 'pasien',
    entitas_id: row.uid,
    keterangan: `Mendaftarkan pasien sementara ${noRm} – ${nama} (tanpa identitas, IGD)`,
    detail: { sesudah: { ...isi, no_rm: noRm, sementara: true } },
  });
  return { uid: row.uid, no_rm: noRm, nama };
}
