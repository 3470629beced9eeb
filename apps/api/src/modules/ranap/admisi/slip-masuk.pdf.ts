import {
  formatRupiah,
  formatTanggal,
  formatTanggalJam,
  LABEL_ASAL_RANAP,
  LABEL_JENIS_PENEMPATAN,
  LABEL_KELAS_RANAP,
  LABEL_PENJAMIN_KUNJUNGAN,
  namaBergelar,
} from '@rawat/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { buatDokumen, tanggalSurat } from '../../../platform/pdf/pdf.dokumen.ts';
import { kunjungan, layanan } from '../../kunjungan/kunjungan.tables.ts';
import { perawatanInap, rawatInap } from '../../kunjungan/rawat-inap.tables.ts';
import { kopSurat } from '../../master/faskes/faskes.kop.ts';
import { bed, kamar, ruangan } from '../../master/ruangan/ruangan.tables.ts';
import { pegawai } from '../../master/sdm/sdm.tables.ts';
import { pasien } from '../../pasien/pasien.tables.ts';
import * as galat from './admisi.errors.ts';

/**
 * GET /ranap/perawatan/:layanan_uid/slip-masuk.pdf: the admission slip the family takes to the
 * ward and the cashier: patient, first bed, DPJP, admitting diagnosis, payer, the deposit to pay
 * and who consented.
 */
export async function pdfSlipMasuk(db: Db, ctx: Ctx, layananUid: string) {
  const [r] = await db
    .select({
      no_rm: pasien.no_rm,
      nama: pasien.nama,
      jenis_kelamin: pasien.jenis_kelamin,
      tanggal_lahir: pasien.tanggal_lahir,
      asal: perawatanInap.asal,
      masuk_pada: perawatanInap.masuk_pada,
      dx_kode: perawatanInap.diagnosis_masuk_kode,
      dx_nama: perawatanInap.diagnosis_masuk_nama,
      kelas_hak: perawatanInap.kelas_hak,
      deposit: perawatanInap.deposit_diminta,
      setuju_nama: perawatanInap.persetujuan_nama,
      setuju_hubungan: perawatanInap.persetujuan_hubungan,
      penjamin: kunjungan.penjamin,
      dok: { nama: pegawai.nama, gelar_depan: pegawai.gelar_depan, gelar_belakang: pegawai.gelar_belakang },
      pi_uid: perawatanInap.uid,
    })
    .from(perawatanInap)
    .innerJoin(pasien, eq(pasien.uid, perawatanInap.pasien_uid))
    .innerJoin(kunjungan, eq(kunjungan.uid, perawatanInap.kunjungan_uid))
    .innerJoin(layanan, eq(layanan.uid, perawatanInap.layanan_uid))
    .leftJoin(pegawai, eq(pegawai.uid, layanan.dokter_uid))
    .where(eq(perawatanInap.layanan_uid, layananUid));
  if (!r) throw galat.perawatanTidakDitemukan();
  const [seg] = await db
    .select({
      ruangan: ruangan.nama,
      no_kamar: kamar.no_kamar,
      no_bed: bed.no_bed,
      kelas: rawatInap.kelas,
      kelas_tagih: rawatInap.kelas_tagih,
      penempatan: rawatInap.penempatan,
    })
    .from(rawatInap)
    .innerJoin(ruangan, eq(ruangan.uid, rawatInap.ruangan_uid))
    .innerJoin(kamar, eq(kamar.uid, rawatInap.kamar_uid))
    .innerJoin(bed, eq(bed.uid, rawatInap.bed_uid))
    .where(and(eq(rawatInap.perawatan_inap_uid, r.pi_uid)))
    .orderBy(asc(rawatInap.masuk_pada))
    .limit(1);
  const dok = buatDokumen({
    judul: `Slip Masuk Rawat Inap ${r.no_rm}`,
    subjek: `Slip masuk rawat inap ${r.nama}`,
    kop: await kopSurat(db),
    dicetakPada: ctx.now(),
    dicetakOleh: ctx.user?.nama ?? null,
  });
  dok.judul('SLIP MASUK RAWAT INAP', { sub: formatTanggalJam(r.masuk_pada) });
  dok.identitas(
    [
      ['No. RM', r.no_rm],
      ['Nama', r.nama],
      ['Jenis kelamin', r.jenis_kelamin === 'P' ? 'Perempuan' : 'Laki-laki'],
      ['Tanggal lahir', formatTanggal(r.tanggal_lahir)],
      ['Asal', LABEL_ASAL_RANAP[r.asal]],
      ['Penjamin', LABEL_PENJAMIN_KUNJUNGAN[r.penjamin]],
      ['Ruangan', seg ? `${seg.ruangan}, kamar ${seg.no_kamar}, bed ${seg.no_bed}` : '-'],
      ['Kelas', seg ? LABEL_KELAS_RANAP[seg.kelas] : '-'],
      ...(r.kelas_hak ? [['Hak kelas', LABEL_KELAS_RANAP[r.kelas_hak]] as [string, string]] : []),
      ...(seg && seg.penempatan !== 'SESUAI_HAK'
        ? [['Penempatan', LABEL_JENIS_PENEMPATAN[seg.penempatan]] as [string, string]]
        : []),
      ['DPJP', r.dok?.nama ? namaBergelar(r.dok) : '-'],
      ['Diagnosis masuk', r.dx_kode ? `${r.dx_kode} ${r.dx_nama ?? ''}` : '-'],
      ['Deposit diminta', r.deposit ? `${formatRupiah(r.deposit)} (dibayar di kasir)` : 'Tidak ada'],
      ['Persetujuan', r.setuju_nama ? `${r.setuju_nama} (${r.setuju_hubungan ?? '-'})` : '-'],
    ],
    { lebarLabel: 110 },
  );
  dok.paragraf('Bawa slip ini ke ruang perawatan dan ke kasir untuk pembayaran deposit.', { rata: 'left' });
  dok.tandaTangan({
    tempatTanggal: tanggalSurat(ctx.now()),
    jabatan: 'Petugas Admisi',
    nama: ctx.user?.nama ?? '',
  });
  return { nama: `slip-masuk-${r.no_rm}.pdf`, pdf: await dok.selesai() };
}
