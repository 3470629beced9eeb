import {
  type IgdCepatInput,
  type PendaftaranBaru,
  ringkasBiayaPendaftaran,
  toJakartaIsoDate,
} from '@rawat/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { catatAktivitas } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { poli } from '../master/poli/poli.tables.ts';
import { buatPasienSementara } from '../pasien/pasien.sementara.ts';
import { type TagihanPendaftaran, tagihBiayaPendaftaran } from './biaya-pendaftaran.ts';
import * as galat from './kunjungan.errors.ts';
import { ambilPendaftaran } from './pendaftaran.baca.ts';
import { buatLayanan, jagaDuplikat } from './pendaftaran.layanan.ts';
import { periksaAsuransi } from './pendaftaran.service.ts';

/**
 * POST /pendaftaran/igd-cepat: an unknown patient brought to the IGD ('Tn. X'). A temporary
 * patient record and the IGD visit (kunjungan, layanan, antrian) in one transaction, through the
 * same layanan service as every registration; merged into the real record once identified.
 * The IGD administration is charged; the new-patient card is not: the record may be merged into
 * the patient's existing one once identified, and a card is printed for a known identity.
 */
export async function daftarIgdCepat(
  db: Db,
  ctx: Ctx,
  tagihan: TagihanPendaftaran,
  input: IgdCepatInput,
): Promise<PendaftaranBaru> {
  const tanggal = toJakartaIsoDate(ctx.now());
  return jagaDuplikat(
    () => tanggal,
    () =>
      db.transaction(async (tx) => {
        // The clinic master keeps one clinic of kind IGD, named 'IGD' (docs/master.md).
        const [igd] = await tx
          .select({ uid: poli.uid })
          .from(poli)
          .where(and(eq(poli.jenis, 'IGD'), eq(poli.status, 'AKTIF')))
          .orderBy(asc(poli.kode))
          .limit(1);
        if (!igd) throw galat.igdTidakAda();
        await periksaAsuransi(tx, input);
        const p = await buatPasienSementara(tx, ctx, input);
        const dibuat = await buatLayanan(tx, ctx, {
          pasien: p,
          poli_uid: igd.uid,
          dokter_uid: null,
          tanggal,
          keluhan: input.keluhan,
          kunjungan: { ...input, no_rujukan: null, no_sep: null },
        });
        const biaya = await tagihBiayaPendaftaran(tx, ctx, tagihan, {
          kunjungan_uid: dibuat.kunjungan_uid,
          layanan_uid: dibuat.layanan_uid,
          pasien_uid: p.uid,
          jenis_layanan: 'GAWAT_DARURAT',
          penjamin: input.penjamin,
          tanggal,
          kartu: false,
        });
        const ringkas = ringkasBiayaPendaftaran(biaya.biaya);
        await catatAktivitas(tx, ctx, {
          aksi: 'pendaftaran.igd-cepat',
          entitas: 'layanan',
          entitas_id: dibuat.layanan_uid,
          keterangan: `Pendaftaran cepat IGD pasien tanpa identitas ${p.no_rm} – ${p.nama}, antrian ${dibuat.nomor_antrian}${ringkas ? `; biaya ${ringkas}` : ''}`,
          detail: {
            sesudah: {
              kunjungan_uid: dibuat.kunjungan_uid,
              pasien_uid: p.uid,
              poli_uid: igd.uid,
              tanggal,
              penjamin: input.penjamin,
              nomor_antrian: dibuat.nomor_antrian,
              biaya: biaya.biaya,
              peringatan_biaya: biaya.peringatan,
            },
          },
        });
        const hasil = await ambilPendaftaran(tx, dibuat.layanan_uid);
        return { ...hasil, biaya: biaya.biaya, peringatan_biaya: biaya.peringatan };
      }),
  );
}
