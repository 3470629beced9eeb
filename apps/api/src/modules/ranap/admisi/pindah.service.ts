import type { AdmisiHasil, PindahInput } from '@rawat/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { kunjungan } from '../../kunjungan/kunjungan.tables.ts';
import { catatKlinis } from '../../kunjungan/log-pasien/log-pasien.service.ts';
import { perawatanInap, rawatInap } from '../../kunjungan/rawat-inap.tables.ts';
import { pasien } from '../../pasien/pasien.tables.ts';
import { ubahStatusBed } from '../bed/bed-status.ts';
import {
  bacaBed,
  bukaSegmen,
  jagaBentrok,
  letakDari,
  periksaBedBoleh,
  teksLetak,
  tentukanPenempatan,
} from './admisi.bed.ts';
import * as galat from './admisi.errors.ts';

/**
 * POST /ranap/perawatan/:layanan_uid/pindah: closes the open segment (PINDAH, with why), the old
 * bed goes to housekeeping (DIBERSIHKAN), a segment opens in the new bed at its class (BPJS: the
 * entitled class) and the new bed is TERISI; audit row and timeline entry. Same refusals and race
 * rule as admission.
 */
export async function pindahKamar(
  db: Db,
  ctx: Ctx,
  layananUid: string,
  input: PindahInput,
): Promise<AdmisiHasil> {
  let namaPasien = { no_rm: '-', nama: '-' };
  return jagaBentrok(
    () =>
      db.transaction(async (tx) => {
        const [pi] = await tx
          .select({
            uid: perawatanInap.uid,
            status: perawatanInap.status,
            kelas_hak: perawatanInap.kelas_hak,
            kunjungan_uid: perawatanInap.kunjungan_uid,
            deposit_diminta: perawatanInap.deposit_diminta,
            penjamin: kunjungan.penjamin,
            pasien: {
              uid: pasien.uid,
              no_rm: pasien.no_rm,
              nama: pasien.nama,
              jenis_kelamin: pasien.jenis_kelamin,
            },
          })
          .from(perawatanInap)
          .innerJoin(kunjungan, eq(kunjungan.uid, perawatanInap.kunjungan_uid))
          .innerJoin(pasien, eq(pasien.uid, perawatanInap.pasien_uid))
          .where(eq(perawatanInap.layanan_uid, layananUid))
          .for('update', { of: perawatanInap });
        if (!pi) throw galat.perawatanTidakDitemukan();
        namaPasien = pi.pasien;
        if (pi.status !== 'DIRAWAT') throw galat.perawatanSudahPulang();
        const [lama] = await tx
          .select({ uid: rawatInap.uid, bed_uid: rawatInap.bed_uid })
          .from(rawatInap)
          .where(and(eq(rawatInap.perawatan_inap_uid, pi.uid), isNull(rawatInap.keluar_pada)));
        if (!lama) throw galat.perawatanSudahPulang();
        if (lama.bed_uid === input.bed_uid) throw galat.bedSama();
        const bedLama = await bacaBed(tx, lama.bed_uid).catch(() => null);
        const b = await bacaBed(tx, input.bed_uid);
        await periksaBedBoleh(tx, b, pi.pasien, null);
        const tempat = tentukanPenempatan(pi.penjamin, pi.kelas_hak, b, input);

        const sekarang = ctx.now();
        await tx
          .update(rawatInap)
          .set({ keluar_pada: sekarang, sebab_keluar: 'PINDAH', alasan_pindah: input.alasan })
          .where(eq(rawatInap.uid, lama.uid));
        const segmen = await bukaSegmen(tx, ctx, {
          perawatan_inap_uid: pi.uid,
          layanan_uid: layananUid,
          pasien_uid: pi.pasien.uid,
          bed: b,
          penempatan: tempat,
          pada: sekarang,
        });
        await ubahStatusBed(tx, ctx, lama.bed_uid, 'DIBERSIHKAN', {
          alasan: `Pasien pindah kamar: ${pi.pasien.no_rm} – ${pi.pasien.nama}`,
          perawatanInapUid: pi.uid,
        });
        await ubahStatusBed(tx, ctx, b.bed_uid, 'TERISI', {
          alasan: `Pindah kamar: ${pi.pasien.no_rm} – ${pi.pasien.nama}`,
          perawatanInapUid: pi.uid,
          dari: ['KOSONG', 'DIPESAN'],
        });

        const dari = bedLama ? teksLetak(bedLama) : 'bed sebelumnya';
        const ringkasan = `Pindah kamar: ${dari} -> ${teksLetak(b)}`;
        const hasil: AdmisiHasil = {
          layanan_uid: layananUid,
          kunjungan_uid: pi.kunjungan_uid,
          perawatan_inap_uid: pi.uid,
          rawat_inap_uid: segmen,
          letak: letakDari(b),
          kelas_tagih: tempat.kelas_tagih,
          penempatan: tempat.penempatan,
          deposit_diminta: pi.deposit_diminta,
          ringkasan,
        };
        await catatKlinis(tx, ctx, {
          aktivitas: {
            aksi: 'ranap.pindah',
            entitas: 'rawat_inap',
            entitas_id: segmen,
            keterangan: `${pi.pasien.no_rm} – ${pi.pasien.nama}: ${ringkasan}`,
            detail: {
              sebelum: { rawat_inap_uid: lama.uid, bed_uid: lama.bed_uid },
              sesudah: { ...hasil, alasan: input.alasan, alasan_penempatan: tempat.alasan_penempatan },
            },
          },
          pasien: { pasien_uid: pi.pasien.uid, kunjungan_uid: pi.kunjungan_uid, layanan_uid: layananUid },
          log: { jenis: 'LOG_TRANSFER_RANAP', ringkasan: `${ringkasan}: ${input.alasan}` },
        });
        return hasil;
      }),
    () => namaPasien,
  );
}
