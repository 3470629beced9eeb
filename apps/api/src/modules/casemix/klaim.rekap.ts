import { formatTanggal, LABEL_JENIS_RAWAT_KLAIM, type RekapKlaim, type RekapKlaimBaris } from '@rawat/domain';
import type { DbOrTx } from '../../db/client.ts';
import { bukuKerja, type KolomXlsx } from '../../platform/xlsx.ts';
import { bacaBarisKlaim, ringkasKlaim } from './klaim.baca.ts';

// Per month (by discharge date): the grouper's tariff beside the hospital's bill for every grouped
// claim, the margin or loss of each, and the totals (docs/casemix.md "Rekap tarif vs tagihan").

const geserHari = (tanggal: string, hari: number) =>
  new Date(Date.parse(`${tanggal}T00:00:00Z`) + hari * 86_400_000).toISOString().slice(0, 10);

export async function rekapKlaim(db: DbOrTx, bulan: string): Promise<RekapKlaim> {
  const awal = `${bulan}-01`;
  const [y, m] = bulan.split('-').map(Number) as [number, number];
  const akhir = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  // A stay's SEP is dated at admission: look back far enough to find the month's discharges.
  const rows = await bacaBarisKlaim(db, { dari: geserHari(awal, -120), sampai: akhir });
  const baris: RekapKlaimBaris[] = rows.flatMap((b) => {
    const r = ringkasKlaim(b);
    if (!b.status || !b.kode_cbg || b.tarif_cbg === null) return [];
    const tgl = r.tgl_pulang ?? r.tgl_masuk;
    if (tgl < awal || tgl > akhir) return [];
    const tarifRs = Number(b.tarif_rs ?? b.tagihan_total);
    const tarifCbg = Number(b.tarif_cbg);
    return [
      {
        sep_uid: r.sep_uid,
        no_sep: r.no_sep,
        pasien: r.pasien.nama,
        no_rm: r.pasien.no_rm,
        jenis_rawat: r.jenis_rawat,
        tgl_pulang: r.tgl_pulang,
        status: b.status,
        kode_cbg: b.kode_cbg,
        deskripsi_cbg: b.deskripsi_cbg ?? '',
        tarif_cbg: tarifCbg,
        tarif_rs: tarifRs,
        selisih: tarifCbg - tarifRs,
      },
    ];
  });
  const jumlah = (f: (b: RekapKlaimBaris) => number) => baris.reduce((n, b) => n + f(b), 0);
  return {
    bulan,
    baris,
    total: {
      jumlah: baris.length,
      tarif_cbg: jumlah((b) => b.tarif_cbg),
      tarif_rs: jumlah((b) => b.tarif_rs),
      selisih: jumlah((b) => b.selisih),
      untung: baris.filter((b) => b.selisih >= 0).length,
      rugi: baris.filter((b) => b.selisih < 0).length,
    },
  };
}

const KOLOM: KolomXlsx<RekapKlaimBaris>[] = [
  { header: 'No. SEP', width: 22, nilai: (b) => b.no_sep },
  { header: 'No. RM', width: 12, nilai: (b) => b.no_rm },
  { header: 'Pasien', width: 28, nilai: (b) => b.pasien },
  {
    header: 'Jenis Rawat',
    width: 13,
    nilai: (b) => (b.no_sep ? LABEL_JENIS_RAWAT_KLAIM[b.jenis_rawat] : ''),
  },
  { header: 'Tgl Pulang', width: 12, nilai: (b) => (b.tgl_pulang ? formatTanggal(b.tgl_pulang) : '') },
  { header: 'Kode INA-CBG', width: 14, nilai: (b) => b.kode_cbg },
  { header: 'Deskripsi', width: 36, nilai: (b) => b.deskripsi_cbg },
  { header: 'Tarif INA-CBG', width: 16, jenis: 'rupiah', nilai: (b) => b.tarif_cbg },
  { header: 'Tagihan RS', width: 16, jenis: 'rupiah', nilai: (b) => b.tarif_rs },
  { header: 'Selisih', width: 16, jenis: 'rupiah', nilai: (b) => b.selisih },
];

export async function xlsxRekapKlaim(r: RekapKlaim): Promise<Buffer> {
  const total: RekapKlaimBaris = {
    sep_uid: '',
    no_sep: '',
    pasien: `TOTAL ${r.total.jumlah} klaim (${r.total.untung} untung, ${r.total.rugi} rugi)`,
    no_rm: '',
    jenis_rawat: '2',
    tgl_pulang: null,
    status: 'DIGROUP',
    kode_cbg: '',
    deskripsi_cbg: '',
    tarif_cbg: r.total.tarif_cbg,
    tarif_rs: r.total.tarif_rs,
    selisih: r.total.selisih,
  };
  return bukuKerja(
    'Rekap Klaim BPJS',
    `Tarif INA-CBG vs tagihan RS, bulan ${r.bulan}`,
    KOLOM,
    r.baris,
    total,
  );
}
